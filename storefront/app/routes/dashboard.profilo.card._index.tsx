import { Link, useLoaderData } from 'react-router';
import { z } from 'zod';
import { formatDate } from '@city/design-system';
import type { Route } from './+types/dashboard.profilo.card._index';
import { api } from '../lib/api/request.server';
import { armoniaMiaSchema, passSchema } from '../lib/api/product';
import { runGuards } from '../lib/guards/run.server';
import {
  Page,
  Price,
  localized,
  styles,
  useLang,
  useT,
  commerceMeta,
} from '../features/commerce/forms';

const giftSchema = z.object({
  codice: z.string(),
  saldo: z.number(),
  importo: z.number().optional(),
  email: z.string().nullable().optional(),
});

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area', 'loyalty-cards']);
  const [card, passes, gifts] = await Promise.all([
    api(args.context).shop.request({ path: '/armonia/mia' }, armoniaMiaSchema),
    api(args.context)
      .shop.request({ path: '/me/abbonamenti' }, z.array(passSchema))
      .catch(() => []),
    api(args.context)
      .shop.request({ path: '/me/carte-regalo' }, z.array(giftSchema))
      .catch(() => []),
  ]);
  return { card: card.card, passes, gifts };
}

export const meta = commerceMeta('card');

export default function CardPage() {
  const t = useT();
  const lang = useLang();
  const { card, passes, gifts } = useLoaderData<typeof loader>();
  return (
    <Page title={t('commerce.titles.card')}>
      {card ? (
        <section aria-labelledby="armonia-card" className={styles.card}>
          <h2 id="armonia-card">{t('commerce.loyalty.cardTitle')}</h2>
          <p>
            <code>{card.codice}</code> ·{' '}
            {t(`commerce.loyalty.state.${card.stato}`, { defaultValue: card.stato })}
          </p>
          <p>
            {t('commerce.loyalty.validity', {
              from: formatDate(card.valida_dal, lang),
              to: formatDate(card.valida_al, lang),
            })}
          </p>
          <Link to={`/${lang}/dashboard/armonia/gestisci`}>
            {t('commerce.titles.loyaltyManage')}
          </Link>
        </section>
      ) : null}
      <section aria-labelledby="passes" className={styles.card}>
        <h2 id="passes">{t('commerce.loyalty.passes')}</h2>
        {passes.length === 0 ? <p>{t('commerce.loyalty.noPasses')}</p> : null}
        <ul>
          {passes.map((pass) => (
            <li key={pass.id}>
              <Link to={`/${lang}/dashboard/profilo/card/abbonamenti-athena/${pass.id}`}>
                {localized(pass.nome ?? '', lang) || pass.codice} · {pass.first_name}{' '}
                {pass.last_name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="gifts" className={styles.card}>
        <h2 id="gifts">{t('commerce.success.giftCards')}</h2>
        {gifts.length === 0 ? <p>{t('commerce.loyalty.noGiftCards')}</p> : null}
        <ul>
          {gifts.map((gift) => (
            <li key={gift.codice}>
              <code>{gift.codice}</code> · <Price cents={gift.saldo} />
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
