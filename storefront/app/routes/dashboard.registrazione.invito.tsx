import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.registrazione.invito';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['invite']);
  return null;
}

export default function InvitePage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.invite')}</h1>;
}
