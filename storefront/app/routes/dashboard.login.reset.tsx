import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.login.reset';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['reset-password']);
  return null;
}

export default function ResetPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.reset')}</h1>;
}
