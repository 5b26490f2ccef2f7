import { useNavigate } from 'react-router';
import { Button, Stack, SummaryCard, Text, formatPrice } from '@city/design-system';
import { randomKey } from '../../lib/domain/cart';
import { useCart } from '../../stores/cart';
import { localized, useLang, useT } from '../commerce/forms';
import { AccountPage } from '../account/AccountPage';
import { FormAlert } from '../account/form';
import { ADD_TO_CART } from '../../enhance/add-to-cart';
import type { LoyaltyProduct } from './data';

export interface LoyaltyBuyScreenProps {
  products: ReadonlyArray<LoyaltyProduct>;
  loggedIn: boolean;
}

/**
 * The loyalty cards on sale: each goes into the cart, which asks for a sign-in at checkout. Each
 * is a form to the cart carrying its line (`data-add-to-cart`): on the server's page the page
 * script stores the line and opens the cart (app/enhance/add-to-cart.ts); rendered by React after
 * a client navigation, the cart store does.
 */
export function LoyaltyBuyScreen({ products, loggedIn }: LoyaltyBuyScreenProps) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const add = useCart((state) => state.add);
  return (
    <AccountPage title={t('commerce.titles.loyaltyBuy')} intro={t('commerce.loyalty.intro')}>
      {!loggedIn ? <FormAlert tone="info">{t('commerce.loyalty.loginNeeded')}</FormAlert> : null}
      <Stack as="ul" gap="md">
        {products.map((product) => {
          const name = localized(product.nome, lang);
          return (
            <SummaryCard
              as="li"
              key={product.id}
              title={name}
              actions={
                <form
                  method="get"
                  action={`/${lang}/carrello`}
                  {...{
                    [ADD_TO_CART]: JSON.stringify([
                      {
                        id: product.id,
                        tipo: 'carte',
                        dettaglio: name,
                        prezzo: product.prezzo,
                        quantita: 1,
                      },
                    ]),
                  }}
                  onSubmit={(event) => {
                    event.preventDefault();
                    add([
                      {
                        key: randomKey(),
                        id: product.id,
                        tipo: 'carte',
                        dettaglio: name,
                        prezzo: product.prezzo,
                        quantita: 1,
                      },
                    ]);
                    void navigate(`/${lang}/carrello`);
                  }}
                >
                  <Button type="submit">{t('commerce.loyalty.buy', { name })}</Button>
                </form>
              }
            >
              <Text>
                {formatPrice(product.prezzo, lang)} ·{' '}
                {t('commerce.loyalty.duration', { count: product.durata_giorni })}
              </Text>
            </SummaryCard>
          );
        })}
      </Stack>
    </AccountPage>
  );
}
