import { useTranslation } from 'react-i18next';
import type { Route } from './+types/carrello';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['cart']);
  return null;
}

export default function CartPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.cart')}</h1>;
}
