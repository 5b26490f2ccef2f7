import { Form } from 'react-router';
import { Box, Button, Grid, Link } from '@city/design-system';
import { useLang, useT } from '../commerce/forms';
import { AccountPage } from './AccountPage';

export interface DashboardSections {
  outdoor: boolean;
  incoming: boolean;
  organiser: boolean;
  restaurateur: boolean;
  loyalty: boolean;
  /** Door staff, organisers and administrators check tickets at the door. */
  door?: boolean;
}

/** The pages of the private area this user can open, as [path after /dashboard, title key]. */
export function dashboardLinks(sections: DashboardSections): Array<[string, string]> {
  const links: Array<[string, string]> = [
    ['/me', 'commerce.titles.me'],
    ['/profilo/modifica', 'commerce.titles.profileEdit'],
    ['/profilo/ordini', 'commerce.titles.orders'],
    ['/profilo/prenotazioni', 'commerce.titles.bookings'],
    ['/profilo/abbonamenti-e-carte-regalo', 'commerce.titles.holdings'],
    sections.loyalty
      ? ['/profilo/card', 'commerce.titles.card']
      : ['/armonia/acquista', 'commerce.titles.loyaltyBuy'],
  ];
  if (sections.loyalty) links.push(['/armonia/calendario', 'commerce.titles.loyaltyCalendar']);
  if (sections.outdoor) links.push(['/outdoor', 'commerce.titles.outdoorList']);
  if (sections.incoming) links.push(['/incoming', 'commerce.titles.incomingList']);
  if (sections.organiser) links.push(['/appuntamenti', 'commerce.titles.organiserList']);
  if (sections.restaurateur) links.push(['/ristorazione', 'commerce.titles.restaurantList']);
  if (sections.door) links.push(['/controllo', 'commerce.titles.door']);
  links.push(['/promuovi-evento', 'commerce.titles.promoteEvent']);
  return links;
}

export function DashboardScreen({ name, sections }: { name: string; sections: DashboardSections }) {
  const t = useT();
  const lang = useLang();
  const base = `/${lang}/dashboard`;
  return (
    <AccountPage
      title={t('commerce.titles.dashboard')}
      intro={t('commerce.dashboard.welcome', { name })}
    >
      <nav aria-label={t('commerce.dashboard.menu')}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="sm">
          {dashboardLinks(sections).map(([path, key]) => (
            <Box
              as="li"
              key={path}
              padding="md"
              background="surfaceSunken"
              borderRadius="md"
              display="flex"
              alignItems="center"
            >
              <Link href={`${base}${path}`} variant="standalone">
                {t(key)}
              </Link>
            </Box>
          ))}
        </Grid>
      </nav>
      <Form method="post" action={`${base}/logout`}>
        <Button type="submit" variant="secondary">
          {t('commerce.login.logout')}
        </Button>
      </Form>
    </AccountPage>
  );
}
