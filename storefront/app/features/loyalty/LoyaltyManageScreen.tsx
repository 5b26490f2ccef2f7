import { Form } from 'react-router';
import {
  Badge,
  Button,
  EmptyState,
  Heading,
  Link,
  Modal,
  ModalClose,
  Stack,
  SummaryCard,
  Text,
  formatDateTime,
} from '@city/design-system';
import { type ActionResult, localized, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import { LoyaltyCardSummary } from '../account/CardScreen';
import { type Booking, type LoyaltyCard, bookingWhen } from '../account/data';
import { FormAlert } from '../account/form';
import { bookingBadge } from '../account/BookingsScreen';

export interface LoyaltyManageScreenProps {
  card: LoyaltyCard | null;
  /** The bookings made with the card. */
  bookings: ReadonlyArray<Booking>;
  result?: ActionResult;
}

/**
 * The loyalty card and the bookings made with it. Cancelling asks for a confirmation in a dialog
 * of its own per booking, whose confirm button posts the form natively (its name and value say
 * which booking): the page is server HTML, and the dialog is the design system's native one
 * (opened by its trigger's invoker command) there, Radix's after a client navigation.
 */
export function LoyaltyManageScreen({ card, bookings, result }: LoyaltyManageScreenProps) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.loyaltyManage');
  const trail = useDashboardTrail(lang, { label: title, path: '/armonia/gestisci' });
  return (
    <AccountPage title={title} trail={trail}>
      <FormAlert tone="error">{result?.formError ? t(result.formError) : null}</FormAlert>
      <FormAlert tone="success">{result?.notice ? t(result.notice) : null}</FormAlert>
      {card ? <LoyaltyCardSummary card={card} headingLevel={2} /> : null}
      <Link
        href={`/${lang}/dashboard/armonia/calendario`}
        appearance="button"
        buttonVariant="secondary"
      >
        {t('commerce.titles.loyaltyCalendar')}
      </Link>
      <Heading level={2} size="xl">
        {t('commerce.loyalty.myBookings')}
      </Heading>
      {bookings.length === 0 ? (
        <EmptyState icon="calendar" headingLevel={3} title={t('commerce.dashboard.noBookings')} />
      ) : (
        <Stack as="ul" gap="md">
          {bookings.map((booking) => {
            const when = bookingWhen(booking);
            const name = localized(booking.nome ?? '', lang);
            return (
              <SummaryCard
                as="li"
                key={booking.id}
                headingLevel={3}
                title={name}
                status={
                  <Badge variant={bookingBadge(booking.stato)}>
                    {t(`commerce.bookingStatus.${booking.stato}`, { defaultValue: booking.stato })}
                  </Badge>
                }
                actions={
                  booking.stato === 'confermata' ? (
                    <Modal
                      size="sm"
                      title={t('commerce.account.cancelTitle')}
                      description={t('commerce.account.cancelText', { name })}
                      trigger={<Button variant="secondary">{t('commerce.loyalty.cancel')}</Button>}
                      footer={
                        <>
                          <ModalClose asChild>
                            <Button variant="secondary">{t('commerce.account.keepBooking')}</Button>
                          </ModalClose>
                          <Form method="post">
                            <Button
                              type="submit"
                              variant="critical"
                              name="prenotazione"
                              value={String(booking.id)}
                            >
                              {t('commerce.account.confirmCancel')}
                            </Button>
                          </Form>
                        </>
                      }
                    />
                  ) : null
                }
              >
                {when ? <Text tone="secondary">{formatDateTime(when, lang)}</Text> : null}
              </SummaryCard>
            );
          })}
        </Stack>
      )}
    </AccountPage>
  );
}
