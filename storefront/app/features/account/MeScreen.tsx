import { DescriptionList, Link } from '@city/design-system';
import { useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from './AccountPage';

export interface MeScreenProps {
  email: string;
  firstName: string;
  lastName: string;
  roles: ReadonlyArray<string>;
}

export function MeScreen({ email, firstName, lastName, roles }: MeScreenProps) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.me');
  const trail = useDashboardTrail(lang, { label: title, path: '/me' });
  return (
    <AccountPage title={title} trail={trail}>
      <DescriptionList
        layout="columns"
        emptyDetails={t('commerce.account.notGiven')}
        items={[
          { id: 'firstName', term: t('commerce.fields.firstName'), details: firstName },
          { id: 'lastName', term: t('commerce.fields.lastName'), details: lastName },
          {
            id: 'email',
            term: t('commerce.fields.email'),
            details: email,
            detailsProps: { 'data-testid': 'me-email' },
          },
          {
            id: 'roles',
            term: t('commerce.dashboard.roles'),
            details: roles
              .map((role) => t(`commerce.roles.${role}`, { defaultValue: role }))
              .join(', '),
          },
        ]}
      />
      <Link
        href={`/${lang}/dashboard/profilo/modifica`}
        appearance="button"
        buttonVariant="secondary"
      >
        {t('commerce.titles.profileEdit')}
      </Link>
    </AccountPage>
  );
}
