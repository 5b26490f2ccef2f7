import { useRef } from 'react';
import { Form } from 'react-router';
import { Button, EmptyState, Radio, RadioGroup, Stack, formatDateTime } from '@city/design-system';
import { placesText } from '../../lib/domain/places';
import { type ActionResult, localized, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import { FormAlert, useFocusInvalid } from '../account/form';
import { type CalendarActivity, dateStart } from './data';

export interface LoyaltyBookScreenProps {
  /** The activity with only the dates that can still be booked. */
  activity: CalendarActivity;
  result?: ActionResult;
}

/** Choose one date of an activity and book it with the card (a plain form to the action). */
export function LoyaltyBookScreen({ activity, result }: LoyaltyBookScreenProps) {
  const t = useT();
  const lang = useLang();
  const name = localized(activity.nome, lang);
  const title = t('commerce.loyalty.bookTitle', { name });
  const trail = useDashboardTrail(
    lang,
    { label: title, path: `/armonia/calendario/${activity.slug}/prenota` },
    [
      { label: t('commerce.titles.loyaltyCalendar'), path: '/armonia/calendario' },
      { label: name, path: `/armonia/calendario/${activity.slug}` },
    ],
  );
  const dateError = result?.fieldErrors?.data_id;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalid(formRef, result);
  return (
    <AccountPage title={title} trail={trail}>
      <FormAlert tone="error">
        {result?.formError
          ? t(result.formError, { defaultValue: t('commerce.loyalty.bookErrors.ERROR') })
          : null}
      </FormAlert>
      {activity.date.length === 0 ? (
        <EmptyState icon="calendar" title={t('commerce.purchase.noDates')} />
      ) : (
        <Form method="post" ref={formRef}>
          <Stack gap="md" align="start">
            <RadioGroup
              name="data_id"
              label={t('commerce.fields.date')}
              isRequired
              validationBehavior="aria"
              errorMessage={dateError ? t(dateError) : undefined}
            >
              {activity.date.map((date) => (
                <Radio key={date.id} value={String(date.id)}>
                  {formatDateTime(dateStart(date), lang)} · {placesText(t, date.disponibili)}
                </Radio>
              ))}
            </RadioGroup>
            <Button type="submit">{t('commerce.loyalty.confirmBooking')}</Button>
          </Stack>
        </Form>
      )}
    </AccountPage>
  );
}
