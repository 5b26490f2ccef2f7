import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.login.forgot';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, []);
  return null;
}

export default function ForgotPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.forgot')}</h1>;
}
