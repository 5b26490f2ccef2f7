import { EmptyState } from '@city/design-system';
import { FormCheck } from '../../components/FormCheck';
import { HeldPlaceIsland } from '../../components/Island';
import { useLang, useT } from '../commerce/forms';
import type { AppointmentPageData } from './appointment.server';
import { AppointmentForm } from './AppointmentForm';
import { isChoosable } from './availability';
import { ProductSummary } from './ProductSummary';
import { PurchasePage } from './PurchasePage';

/**
 * An appointment: what it is, the calendar of its days (with or without places: a sold-out day
 * has a waiting queue), and on a day's page that day's times with their places. The pages are not
 * hydrated: the server renders them whole, the page script runs the form without React
 * (AppointmentForm), and an island (app/enhance/purchase.tsx) is loaded only when this browser may
 * hold a queue place, to show it.
 */
export function AppointmentScreen({ data }: { data: AppointmentPageData }) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.purchase.title.appuntamenti', { name: data.summary.title });
  const summary = <ProductSummary summary={data.summary} />;

  if (!data.days.some(isChoosable)) {
    return (
      <PurchasePage title={title} summary={summary}>
        <EmptyState icon="calendar" title={t('commerce.purchase.noDates')} />
      </PurchasePage>
    );
  }

  return (
    <PurchasePage title={title} summary={summary}>
      <AppointmentForm
        lang={lang}
        id={data.id}
        times={data.times}
        days={data.days}
        day={data.day}
        month={data.month ?? null}
      />
      <HeldPlaceIsland lang={lang} messages={data.messages} />
      <FormCheck />
    </PurchasePage>
  );
}
