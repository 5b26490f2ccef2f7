import { Link, Stack, SummaryCard } from '@city/design-system';
import { useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';

/** The ways to promote what one offers: appointments, outdoor and incoming listings, restaurants. */
const ways = [
  ['/appuntamenti/crea', 'commerce.titles.organiserCreate'],
  ['/outdoor/registrazione', 'commerce.titles.outdoorRegister'],
  ['/incoming/registrazione', 'commerce.titles.incomingRegister'],
  ['/ristorazione/crea', 'commerce.titles.restaurantCreate'],
] as const;

/** How to promote an event: organisers publish appointments, venues and operators their listings. */
export function PromoteEventScreen() {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.promoteEvent');
  const trail = useDashboardTrail(lang, { label: title, path: '/promuovi-evento' });
  return (
    <AccountPage title={title} intro={t('commerce.operators.promoteIntro')} trail={trail}>
      <Stack as="ul" gap="sm">
        {ways.map(([path, key]) => (
          <SummaryCard
            as="li"
            key={path}
            title={
              <Link href={`/${lang}/dashboard${path}`} variant="subtle">
                {t(key)}
              </Link>
            }
          />
        ))}
      </Stack>
    </AccountPage>
  );
}
