import { useLoaderData } from 'react-router';
import { formatDate } from '@city/design-system';
import type { Route } from './+types/dashboard.profilo.card.abbonamenti-athena.$id';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { passSchema } from '../lib/api/product';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { Page, localized, styles, useLang, useT, commerceMeta } from '../features/commerce/forms';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  try {
    return {
      pass: await api(args.context).shop.request({ path: `/me/abbonamenti/${id}` }, passSchema),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('pass');

export default function PassPage() {
  const t = useT();
  const lang = useLang();
  const { pass } = useLoaderData<typeof loader>();
  return (
    <Page title={localized(pass.nome ?? '', lang) || t('commerce.titles.pass')}>
      <dl className={styles.card}>
        <dt>{t('commerce.loyalty.code')}</dt>
        <dd>
          <code>{pass.codice}</code>
        </dd>
        <dt>{t('commerce.purchase.holder')}</dt>
        <dd>
          {pass.first_name} {pass.last_name}
        </dd>
        {pass.data_di_nascita ? (
          <>
            <dt>{t('commerce.fields.birthDate')}</dt>
            <dd>{formatDate(pass.data_di_nascita, lang)}</dd>
          </>
        ) : null}
        {pass.valido_dal && pass.valido_al ? (
          <>
            <dt>{t('commerce.loyalty.validityLabel')}</dt>
            <dd>
              {t('commerce.loyalty.validity', {
                from: formatDate(pass.valido_dal, lang),
                to: formatDate(pass.valido_al, lang),
              })}
            </dd>
          </>
        ) : null}
        {pass.convenzione ? (
          <>
            <dt>{t('commerce.fields.agreement')}</dt>
            <dd>{pass.convenzione}</dd>
          </>
        ) : null}
      </dl>
    </Page>
  );
}
