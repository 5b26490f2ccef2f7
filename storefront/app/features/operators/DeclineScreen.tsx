import { Link } from '@city/design-system';
import { useLang, useT } from '../commerce/forms';
import { AccountPage } from '../account/AccountPage';

/** An organiser who declined the invitation to publish appointments. */
export function DeclineScreen() {
  const t = useT();
  const lang = useLang();
  return (
    <AccountPage
      title={t('commerce.titles.organiserDecline')}
      intro={t('commerce.operators.declined')}
    >
      <Link href={`/${lang}`} appearance="button" buttonVariant="secondary">
        {t('commerce.cart.continueShopping')}
      </Link>
    </AccountPage>
  );
}
