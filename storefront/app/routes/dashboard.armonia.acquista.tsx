import { useLoaderData, useNavigate } from 'react-router';
import { z } from 'zod';
import { api } from '../lib/api/request.server';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.armonia.acquista';
import { localizedSchema } from '../lib/api/product';
import { randomKey } from '../lib/domain/cart';
import { parseLang } from '../lib/guards';
import { useCart } from '../stores/cart';
import {
  Page,
  Price,
  localized,
  styles,
  useLang,
  useT,
  commerceMeta,
} from '../features/commerce/forms';

const productSchema = z.object({
  id: z.number(),
  nome: localizedSchema,
  prezzo: z.number(),
  durata_giorni: z.number(),
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  parseLang(params.lang, pageUrl(request));
  const [products, viewer] = await Promise.all([
    api(context).publicShop.request({ path: '/armonia/prodotti' }, z.array(productSchema)),
    api(context).viewer(),
  ]);
  return { products, loggedIn: viewer.loggedIn };
}

export const meta = commerceMeta('loyaltyBuy');

export default function LoyaltyBuyPage() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const add = useCart((state) => state.add);
  const { products, loggedIn } = useLoaderData<typeof loader>();
  return (
    <Page title={t('commerce.titles.loyaltyBuy')} intro={t('commerce.loyalty.intro')}>
      {!loggedIn ? <p>{t('commerce.loyalty.loginNeeded')}</p> : null}
      <ul className={styles.list}>
        {products.map((product) => {
          const name = localized(product.nome, lang);
          return (
            <li key={product.id} className={styles.card}>
              <h2>{name}</h2>
              <p>
                <Price cents={product.prezzo} /> ·{' '}
                {t('commerce.loyalty.duration', { count: product.durata_giorni })}
              </p>
              <button
                type="button"
                className={styles.button}
                onClick={() => {
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
                {t('commerce.loyalty.buy', { name })}
              </button>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
