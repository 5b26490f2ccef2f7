import { Badge, Box, Link, Stack, Text, formatDateTime } from '@city/design-system';
import { hasPlaces, placesText } from '../../lib/domain/places';
import { localized, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import { type CalendarActivity, dateStart } from './data';

/** An activity's dates with the places left, and the way to book one. */
export function LoyaltyActivityScreen({ activity }: { activity: CalendarActivity }) {
  const t = useT();
  const lang = useLang();
  const title = localized(activity.nome, lang);
  const trail = useDashboardTrail(
    lang,
    { label: title, path: `/armonia/calendario/${activity.slug}` },
    [{ label: t('commerce.titles.loyaltyCalendar'), path: '/armonia/calendario' }],
  );
  return (
    <AccountPage title={title} trail={trail}>
      <Stack as="ul" gap="sm">
        {activity.date.map((date) => (
          <Box
            as="li"
            key={date.id}
            display="flex"
            flexWrap="wrap"
            alignItems="center"
            justifyContent="space-between"
            gap="sm"
            padding="sm"
            background="surfaceSunken"
            borderRadius="md"
          >
            <Text>{formatDateTime(dateStart(date), lang)}</Text>
            {date.prenotata ? (
              <Badge variant="brand">{t('commerce.loyalty.booked')}</Badge>
            ) : hasPlaces(date.disponibili) ? (
              <Badge variant="positive">{placesText(t, date.disponibili)}</Badge>
            ) : (
              <Badge>{t('commerce.lineErrors.SOLD_OUT')}</Badge>
            )}
          </Box>
        ))}
      </Stack>
      <Link
        href={`/${lang}/dashboard/armonia/calendario/${activity.slug}/prenota`}
        appearance="button"
      >
        {t('commerce.loyalty.book')}
      </Link>
    </AccountPage>
  );
}
