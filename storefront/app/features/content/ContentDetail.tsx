import { useTranslation } from 'react-i18next';
import {
  Alert,
  DateList,
  Heading,
  Hero,
  Link,
  Stack,
  Text,
  formatPrice,
} from '@city/design-system';
import type { AnyDateEntry } from '@city/design-system';
import { isBookedByDate } from '@city/content-types';
import { useSite } from '../../lib/site';
import type { ContentDetailData } from './detail';
import * as styles from './content.css';

/**
 * The content page of any type: hero with breadcrumb, text, dates, place, prices and buy action.
 * Its data is built by `contentDetail` (./detail.ts).
 */
export function ContentDetail({ page }: { page: ContentDetailData }) {
  const { t } = useTranslation();
  const { config } = useSite();
  const { item, locale } = page;
  const hasDates = item.dates.length > 0;
  const place = item.luogo;
  return (
    <Stack gap="lg">
      <Hero
        title={item.titolo}
        subtitle={item.sottotitolo ?? undefined}
        breadcrumb={{ homeHref: `/${locale}`, items: page.crumbs }}
        image={
          item.cover
            ? { image: item.cover, host: config.assetsOrigin, alt: '', width: 1280, height: 560 }
            : undefined
        }
      />
      {page.preview ? (
        <Alert tone="info" announce={false}>
          {t('content.previewNotice')}
        </Alert>
      ) : null}
      {item.translationMissing ? (
        <Alert tone="info" announce={false}>
          {t('content.translationMissing')}
        </Alert>
      ) : null}
      {item.past ? (
        <Alert tone="warning" announce={false}>
          {t('content.pastNotice')}
        </Alert>
      ) : null}
      <div className={styles.detailGrid}>
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: item.html }} />
        {hasDates ||
        place ||
        item.prezzo != null ||
        page.buy ||
        item.telefono ||
        item.email ||
        item.sito ? (
          <aside
            className={styles.aside}
            aria-label={t(`types.${item.tipo}`, { defaultValue: item.tipo })}
          >
            {hasDates ? (
              <section aria-labelledby="detail-dates">
                <Heading level={2} size="md" id="detail-dates">
                  {t('content.dates')}
                </Heading>
                <DateList
                  entries={item.dates as AnyDateEntry[]}
                  today={page.today}
                  aria-labelledby="detail-dates"
                />
              </section>
            ) : null}
            {place?.nome ? (
              <section aria-labelledby="detail-place">
                <Heading level={2} size="md" id="detail-place">
                  {t('content.place')}
                </Heading>
                <Text>{place.nome}</Text>
                {place.indirizzo ? (
                  <Text>
                    {[place.indirizzo, place.cap, place.citta].filter(Boolean).join(', ')}
                  </Text>
                ) : null}
              </section>
            ) : null}
            {item.prezzo != null ? (
              <section aria-labelledby="detail-price">
                <Heading level={2} size="md" id="detail-price">
                  {t('content.price')}
                </Heading>
                <Text>
                  {item.prezzo === 0 ? t('content.free') : formatPrice(item.prezzo, locale)}
                </Text>
                {item.prezzo_gruppo != null ? (
                  <Text>
                    {t('content.groupPrice')}: {formatPrice(item.prezzo_gruppo, locale)}
                  </Text>
                ) : null}
              </section>
            ) : null}
            {item.organizzatore ? (
              <Text>
                {t('content.organiser')}: {item.organizzatore}
              </Text>
            ) : null}
            {item.telefono || item.email || item.sito ? (
              <section aria-labelledby="detail-contacts">
                <Heading level={2} size="md" id="detail-contacts">
                  {t('content.contacts')}
                </Heading>
                {item.telefono ? (
                  <Text>
                    {t('content.phone')}: <Link href={`tel:${item.telefono}`}>{item.telefono}</Link>
                  </Text>
                ) : null}
                {item.email ? (
                  <Text>
                    {t('content.email')}: <Link href={`mailto:${item.email}`}>{item.email}</Link>
                  </Text>
                ) : null}
                {item.sito ? (
                  <Text>
                    <Link href={item.sito}>{t('content.website')}</Link>
                  </Text>
                ) : null}
              </section>
            ) : null}
            {page.buy ? (
              <Link href={page.buy} appearance="button" className={styles.action}>
                {t(isBookedByDate(item.tipo) ? 'content.book' : 'content.buy')}
              </Link>
            ) : null}
            {page.calendar ? (
              <Link href={page.calendar} download variant="standalone" className={styles.action}>
                {t('content.addToCalendar')}
              </Link>
            ) : null}
          </aside>
        ) : null}
      </div>
    </Stack>
  );
}
