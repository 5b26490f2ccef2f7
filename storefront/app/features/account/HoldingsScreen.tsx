import { useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from './AccountPage';
import { PassesAndGifts } from './CardScreen';
import type { GiftCard, Pass } from './data';

export interface HoldingsScreenProps {
  passes: ReadonlyArray<Pass>;
  gifts: ReadonlyArray<GiftCard>;
}

/**
 * The passes and gift cards of the signed-in user, whether or not they hold a loyalty card (the
 * card page lists them too, for card holders).
 */
export function HoldingsScreen({ passes, gifts }: HoldingsScreenProps) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.holdings');
  const trail = useDashboardTrail(lang, {
    label: title,
    path: '/profilo/abbonamenti-e-carte-regalo',
  });
  return (
    <AccountPage title={title} intro={t('commerce.dashboard.holdingsIntro')} trail={trail}>
      <PassesAndGifts passes={passes} gifts={gifts} />
    </AccountPage>
  );
}
