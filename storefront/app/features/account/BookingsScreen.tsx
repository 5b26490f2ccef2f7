import { Badge, EmptyState, Stack, SummaryCard, Text, formatDateTime } from '@city/design-system';
import { localized, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from './AccountPage';
import { type Booking, bookingWhen } from './data';

/** How a booking's state reads on its badge. */
export function bookingBadge(stato: string): 'positive' | 'caution' | 'neutral' {
  if (stato === 'confermata') return 'positive';
  if (stato === 'in_attesa' || stato === 'pending') return 'caution';
  return 'neutral';
}

export function BookingsScreen({ bookings }: { bookings: ReadonlyArray<Booking> }) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.bookings');
  const trail = useDashboardTrail(lang, { label: title, path: '/profilo/prenotazioni' });
  return (
    <AccountPage title={title} trail={trail}>
      {bookings.length === 0 ? (
        <EmptyState icon="calendar" title={t('commerce.dashboard.noBookings')} />
      ) : (
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
                <Text tone="secondary">
                  {t('commerce.success.places', { count: booking.posti })}
                </Text>
              </SummaryCard>
            );
          })}
        </Stack>
      )}
    </AccountPage>
  );
}
