import { useTranslation } from 'react-i18next';
import type { Route } from './+types/checkout._index';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  return null;
}

export default function CheckoutPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.checkout')}</h1>;
}
