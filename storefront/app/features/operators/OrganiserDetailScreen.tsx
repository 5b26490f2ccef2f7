import { useId } from 'react';
import { Form } from 'react-router';
import {
  Badge,
  Button,
  DataTable,
  DescriptionList,
  EmptyState,
  Heading,
  HiddenField,
  Inline,
  Link,
  Stack,
  SummaryCard,
  Text,
  formatDateTime,
  formatPrice,
  formatTime,
} from '@city/design-system';
import { type ActionResult, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import { bookingBadge } from '../account/BookingsScreen';
import { FormAlert } from '../account/form';
import { slotWallClock } from './listing';
import { type OrganiserBooking, type OrganiserDetail, findBooking } from './organiser';
import type { CancelOutcome } from './organiser-cancel';

type Slot = OrganiserDetail['slots'][number];

export interface OrganiserDetailScreenProps {
  id: number;
  detail: OrganiserDetail;
  /** The booking whose cancellation is asked (`?annulla=`), to confirm. */
  confirm?: number | null;
  /** `?annulla=` named a booking that cannot be cancelled. */
  confirmRefused?: boolean;
  /** A cancellation just done (after the action's redirect). */
  outcome?: CancelOutcome | null;
  /** The action's refusal. */
  result?: ActionResult;
}

const bookerOf = (booking: OrganiserBooking) => booking.nome ?? booking.email ?? `#${booking.id}`;

/**
 * An appointment's slots: for each, the places, the bookings and the queue waiting for it. A paid
 * booking can be cancelled: its "Cancel booking" link opens this page again asking to confirm
 * (`?annulla=<booking>#conferma`: what is cancelled and refunded), whose button posts the form to
 * the route's action natively; the page then says what was refunded, or why nothing was.
 */
export function OrganiserDetailScreen({
  id,
  detail,
  confirm = null,
  confirmRefused = false,
  outcome = null,
  result,
}: OrganiserDetailScreenProps) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.organiserDetail');
  const trail = useDashboardTrail(lang, { label: title, path: `/appuntamenti/${id}` }, [
    { label: t('commerce.titles.organiserList'), path: '/appuntamenti' },
  ]);
  const base = `/${lang}/dashboard/appuntamenti/${id}`;
  const asked = confirm === null ? null : findBooking(detail, confirm);
  const done = outcome ? findBooking(detail, outcome.booking) : null;
  return (
    <AccountPage title={title} trail={trail}>
      <FormAlert tone="error">
        {result?.formError
          ? t(result.formError)
          : confirmRefused
            ? t('commerce.operators.cancel.notCancellable')
            : null}
      </FormAlert>
      <FormAlert tone="success">
        {outcome
          ? t(
              outcome.refund > 0
                ? 'commerce.operators.cancel.done'
                : 'commerce.operators.cancel.doneFree',
              {
                name: done ? bookerOf(done.booking) : `#${outcome.booking}`,
                amount: formatPrice(outcome.refund, lang),
              },
            )
          : null}
      </FormAlert>
      {asked ? (
        <SummaryCard
          as="section"
          id="conferma"
          tabIndex={-1}
          data-testid="cancel-confirmation"
          title={t('commerce.operators.cancel.confirmTitle')}
          actions={
            <Form method="post" action={base}>
              <HiddenField name="intent" value="annulla" />
              <HiddenField name="prenotazione" value={asked.booking.id} />
              <Inline gap="sm">
                <Button type="submit" variant="critical">
                  {t('commerce.operators.cancel.confirm')}
                </Button>
                <Link href={base} appearance="button" buttonVariant="secondary">
                  {t('commerce.operators.cancel.keep')}
                </Link>
              </Inline>
            </Form>
          }
        >
          <Text>{t('commerce.operators.cancel.confirmText')}</Text>
          <DescriptionList
            layout="columns"
            items={[
              { id: 'who', term: t('commerce.account.bookedBy'), details: bookerOf(asked.booking) },
              {
                id: 'when',
                term: t('commerce.operators.cancel.when'),
                details: formatDateTime(slotWallClock(asked.slot.data) ?? asked.slot.data, lang),
              },
              { id: 'places', term: t('commerce.fields.places'), details: asked.booking.posti },
              {
                id: 'refund',
                term: t('commerce.operators.cancel.refund'),
                details: formatPrice(asked.booking.rimborso ?? 0, lang),
              },
            ]}
          />
        </SummaryCard>
      ) : null}
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
        detail.slots.map((slot) => <SlotSummary key={slot.id} slot={slot} base={base} />)
      )}
    </AccountPage>
  );
}

function SlotSummary({ slot, base }: { slot: Slot; base: string }) {
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
              { id: 'actions', label: t('commerce.operators.cancel.actions') },
            ]}
            rows={slot.prenotazioni.map((booking) => ({
              id: booking.id,
              cells: {
                who: bookerOf(booking),
                places: booking.posti,
                status: (
                  <Badge variant={bookingBadge(booking.stato)}>
                    {t(`commerce.bookingStatus.${booking.stato}`, {
                      defaultValue: booking.stato,
                    })}
                  </Badge>
                ),
                actions: booking.annullabile ? (
                  <Link
                    href={`${base}?annulla=${booking.id}#conferma`}
                    aria-label={t('commerce.operators.cancel.actionOf', {
                      name: bookerOf(booking),
                    })}
                  >
                    {t('commerce.operators.cancel.action')}
                  </Link>
                ) : null,
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
                ) : entry.position > 0 ? (
                  t('commerce.queue.position', { position: entry.position })
                ) : (
                  t('commerce.operators.queueLeft')
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
