import { useTranslation } from 'react-i18next';
import { Badge, BadgeList, Card, DateList, formatPrice } from '@city/design-system';
import type { AnyDateEntry } from '@city/design-system';
import type { SearchHit } from '../../lib/api/content';
import { cardLink } from '../../lib/domain/links';
import type { Locale } from '../../lib/i18n/config';
import { belowFoldCard } from '../../styles/rendering.css';

/** Cards of a list that may be in sight when the page opens (one row on a desktop screen). */
export const FIRST_CARDS = 3;

/** A search hit as a card: link by content type, type as eyebrow, dates, place, price, past badge. */
export function ContentCard({
  hit,
  locale,
  host,
  today,
  priority = false,
  belowFold = false,
}: {
  hit: SearchHit;
  locale: Locale;
  host: string;
  today: string;
  /** The first card in sight when the page opens: its picture is loaded at once. */
  priority?: boolean;
  /** Not among the first cards of its list: rendered when it comes near the viewport. */
  belowFold?: boolean;
}) {
  const { t } = useTranslation();
  const target = cardLink(hit, locale, host);
  const entries = hit.date as AnyDateEntry[];
  return (
    <Card
      className={belowFold ? belowFoldCard : undefined}
      href={target.href}
      external={target.external}
      title={target.fileTitle ?? hit.titolo}
      titleLevel={3}
      eyebrow={t(`types.${hit.tipo}`, { defaultValue: hit.tipo })}
      subtitle={[hit.sottotitolo, hit.luogo?.nome].filter(Boolean).join(' · ') || undefined}
      dateLine={
        entries.length > 0 ? (
          <DateList
            entries={entries.slice(0, 3)}
            today={today}
            hidePast={!hit.past}
            withIcons={false}
            size="sm"
          />
        ) : undefined
      }
      image={hit.cover ? { image: hit.cover, host, priority } : undefined}
      price={
        hit.prezzo != null
          ? hit.prezzo === 0
            ? t('content.free')
            : t('content.priceFrom', { price: formatPrice(hit.prezzo, locale) })
          : undefined
      }
      badges={
        hit.past || hit.categoria ? (
          <BadgeList aria-label={t('content.category')}>
            {hit.past ? <Badge variant="past">{t('content.past')}</Badge> : null}
            {hit.categoria?.nome ? <Badge>{hit.categoria.nome}</Badge> : null}
          </BadgeList>
        ) : undefined
      }
    />
  );
}
