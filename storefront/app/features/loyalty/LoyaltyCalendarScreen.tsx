import { useId } from 'react';
import { EmptyState, Link, Stack, SummaryCard, Text } from '@city/design-system';
import { localized, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import type { CalendarActivity } from './data';

/** The activities that holders of the loyalty card can book. */
export function LoyaltyCalendarScreen({
  activities,
}: {
  activities: ReadonlyArray<CalendarActivity>;
}) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.loyaltyCalendar');
  const trail = useDashboardTrail(lang, { label: title, path: '/armonia/calendario' });
  const listName = useId();
  return (
    <AccountPage title={<span id={listName}>{title}</span>} trail={trail}>
      {activities.length === 0 ? (
        <EmptyState icon="calendar" title={t('commerce.loyalty.noActivities')} />
      ) : (
        <Stack as="ul" gap="md" aria-labelledby={listName}>
          {activities.map((activity) => (
            <SummaryCard
              as="li"
              key={activity.slug}
              title={
                <Link
                  href={`/${lang}/dashboard/armonia/calendario/${activity.slug}`}
                  variant="subtle"
                >
                  {localized(activity.nome, lang)}
                </Link>
              }
            >
              <Text tone="secondary">
                {t('commerce.loyalty.dates', { count: activity.date.length })}
              </Text>
            </SummaryCard>
          ))}
        </Stack>
      )}
    </AccountPage>
  );
}
