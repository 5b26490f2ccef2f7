import { useTranslation } from 'react-i18next';
import { CardGrid, Heading, Link, Stack, Text } from '@city/design-system';
import type { SearchHit } from '../../lib/api/content';
import type { Locale } from '../../lib/i18n/config';
import { useSite } from '../../lib/site';
import { belowFold } from '../../styles/rendering.css';
import { ContentCard, FIRST_CARDS } from './ContentCard';
import * as styles from './content.css';

export interface HomeScreenProps {
  locale: Locale;
  /** The day the page is rendered for (yyyy-MM-dd). */
  today: string;
  /** The next events (content search on events, past ones hidden). */
  upcoming: readonly SearchHit[];
  /** Places and activities to discover. */
  discover: readonly SearchHit[];
}

/** The home page: title, upcoming events with a link to the agenda, places to discover. */
export function HomeScreen({ locale, today, upcoming, discover }: HomeScreenProps) {
  const { t } = useTranslation();
  const { config } = useSite();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1} size="display">
          {t('home.title')}
        </Heading>
        <Text size="lg">{t('home.intro')}</Text>
      </Stack>
      <section className={styles.section} aria-labelledby="home-upcoming">
        <Heading level={2} id="home-upcoming">
          {t('home.upcoming')}
        </Heading>
        {upcoming.length > 0 ? (
          <CardGrid aria-labelledby="home-upcoming">
            {upcoming.map((hit, index) => (
              <ContentCard
                key={`${hit.tipo}-${hit.id}`}
                hit={hit}
                priority={index === 0}
                belowFold={index >= FIRST_CARDS}
                locale={locale}
                host={config.assetsOrigin}
                today={today}
              />
            ))}
          </CardGrid>
        ) : null}
        <Link href={`/${locale}/agenda`} appearance="button" className={styles.action}>
          {t('home.allEvents')}
        </Link>
      </section>
      {discover.length > 0 ? (
        <section className={`${styles.section} ${belowFold}`} aria-labelledby="home-discover">
          <Heading level={2} id="home-discover">
            {t('home.discover')}
          </Heading>
          <CardGrid aria-labelledby="home-discover">
            {discover.map((hit) => (
              <ContentCard
                key={`${hit.tipo}-${hit.id}`}
                hit={hit}
                locale={locale}
                host={config.assetsOrigin}
                today={today}
              />
            ))}
          </CardGrid>
        </section>
      ) : null}
    </Stack>
  );
}
