import {
  Accordion,
  Badge,
  EmptyState,
  Stack,
  SummaryCard,
  Text,
  formatDateTime,
} from '@city/design-system';
import { localized, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from './AccountPage';
import { type Booking, bookingWhen, splitBookings } from './data';

/** How a booking's state reads on its badge. */
export function bookingBadge(stato: string): 'positive' | 'caution' | 'neutral' {
  if (stato === 'confermata') return 'positive';
  if (stato === 'in_attesa' || stato === 'pending') return 'caution';
  return 'neutral';
}

/**
 * The signed-in person's bookings: those to come first, soonest first; those already past under
 * a closed section of their own, latest first, so the list stays about what is next.
 */
export function BookingsScreen({
  bookings,
  now,
}: {
  bookings: ReadonlyArray<Booking>;
  /** The time the page was made (ISO), from the loader: what is past is decided once. */
  now: string;
}) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.bookings');
  const trail = useDashboardTrail(lang, { label: title, path: '/profilo/prenotazioni' });
  const { upcoming, past } = splitBookings(bookings, now);
  return (
    <AccountPage title={title} trail={trail}>
      {bookings.length === 0 ? (
        <EmptyState icon="calendar" title={t('commerce.dashboard.noBookings')} />
      ) : (
        <Stack gap="lg">
          {upcoming.length > 0 ? (
            <BookingList bookings={upcoming} />
          ) : (
            <Text>{t('commerce.dashboard.noUpcomingBookings')}</Text>
          )}
          {past.length > 0 ? (
            <Accordion
              headingLevel={2}
              items={[
                {
                  id: 'past',
                  title: t('commerce.dashboard.pastBookings', { count: past.length }),
                  content: <BookingList bookings={past} />,
                },
              ]}
            />
          ) : null}
        </Stack>
      )}
    </AccountPage>
  );
}

function BookingList({ bookings }: { bookings: ReadonlyArray<Booking> }) {
  const t = useT();
  const lang = useLang();
  return (
    <Stack as="ul" gap="md">
      {bookings.map((booking) => {
        const when = bookingWhen(booking);
        return (
          <SummaryCard
            as="li"
            key={booking.id}
            title={
              localized(booking.nome ?? '', lang) ||
              t(`commerce.bookingTypes.${booking.tipo}`, { defaultValue: booking.tipo })
            }
            status={
              <Badge variant={bookingBadge(booking.stato)}>
                {t(`commerce.bookingStatus.${booking.stato}`, { defaultValue: booking.stato })}
              </Badge>
            }
          >
            {when ? <Text tone="secondary">{formatDateTime(when, lang)}</Text> : null}
            <Text tone="secondary">{t('commerce.success.places', { count: booking.posti })}</Text>
          </SummaryCard>
        );
      })}
    </Stack>
  );
}
