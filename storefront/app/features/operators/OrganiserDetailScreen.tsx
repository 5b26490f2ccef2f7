import { useId } from 'react';
import {
  Badge,
  DataTable,
  EmptyState,
  Heading,
  Link,
  Stack,
  SummaryCard,
  Text,
  formatDateTime,
  formatTime,
} from '@city/design-system';
import { useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import { slotWallClock } from './listing';
import type { OrganiserDetail } from './organiser';

type Slot = OrganiserDetail['slots'][number];

/** An appointment's slots: for each, the places, the bookings and the queue waiting for it. */
export function OrganiserDetailScreen({ id, detail }: { id: number; detail: OrganiserDetail }) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.organiserDetail');
  const trail = useDashboardTrail(lang, { label: title, path: `/appuntamenti/${id}` }, [
    { label: t('commerce.titles.organiserList'), path: '/appuntamenti' },
  ]);
  return (
    <AccountPage title={title} trail={trail}>
      <Link
        href={`/${lang}/dashboard/appuntamenti/modifica/${id}`}
        appearance="button"
        buttonVariant="secondary"
      >
        {t('commerce.titles.organiserEdit')}
      </Link>
      {detail.slots.length === 0 ? (
        <EmptyState icon="calendar" title={t('commerce.operators.noSlots')} />
      ) : (
        detail.slots.map((slot) => <SlotSummary key={slot.id} slot={slot} />)
      )}
    </AccountPage>
  );
}

function SlotSummary({ slot }: { slot: Slot }) {
  const t = useT();
  const lang = useLang();
  const queueTitle = useId();
  return (
    <SummaryCard as="section" title={formatDateTime(slotWallClock(slot.data) ?? slot.data, lang)}>
      <Text>
        {t('commerce.operators.slotSummary', {
          capacity: slot.capacita,
          booked: slot.prenotati,
          admitted: slot.ammessi,
          waiting: slot.in_attesa,
        })}
      </Text>
      <Stack gap="xs">
        <Heading level={3} size="md">
          {t('commerce.operators.bookings')}
        </Heading>
        {slot.prenotazioni.length === 0 ? (
          <Text tone="secondary">{t('commerce.dashboard.noBookings')}</Text>
        ) : (
          <DataTable
            caption={t('commerce.operators.bookings')}
            hideCaption
            columns={[
              { id: 'who', label: t('commerce.account.bookedBy'), isRowHeader: true },
              { id: 'places', label: t('commerce.fields.places'), align: 'end' },
              { id: 'status', label: t('commerce.dashboard.status') },
            ]}
            rows={slot.prenotazioni.map((booking) => ({
              id: booking.id,
              cells: {
                who: booking.nome ?? booking.email ?? `#${booking.id}`,
                places: booking.posti,
                status: t(`commerce.bookingStatus.${booking.stato}`, {
                  defaultValue: booking.stato,
                }),
              },
            }))}
          />
        )}
      </Stack>
      <Stack gap="xs">
        <Heading level={3} size="md" id={queueTitle}>
          {t('commerce.operators.queue')}
        </Heading>
        {slot.coda.length === 0 ? (
          <Text tone="secondary">{t('commerce.operators.queueEmpty')}</Text>
        ) : (
          <Stack as="ol" gap="xxs" aria-labelledby={queueTitle}>
            {slot.coda.map((entry) => (
              <Text as="li" key={entry.session_id}>
                {entry.admitted ? (
                  <Badge variant="positive">{t('commerce.operators.admitted')}</Badge>
                ) : (
                  t('commerce.queue.position', { position: entry.position })
                )}{' '}
                · {t('commerce.success.places', { count: entry.posti })}
                {entry.expiration_date
                  ? ` · ${t('commerce.operators.until', { time: formatTime(entry.expiration_date, lang) })}`
                  : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </SummaryCard>
  );
}
