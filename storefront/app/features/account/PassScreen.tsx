import { DescriptionList, formatDate } from '@city/design-system';
import type { DescriptionItem } from '@city/design-system';
import { localized, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from './AccountPage';
import type { Pass } from './data';

export function PassScreen({ pass }: { pass: Pass }) {
  const t = useT();
  const lang = useLang();
  const title = localized(pass.nome ?? '', lang) || t('commerce.titles.pass');
  const trail = useDashboardTrail(
    lang,
    { label: title, path: `/profilo/card/abbonamenti-athena/${pass.id}` },
    [{ label: t('commerce.titles.card'), path: '/profilo/card' }],
  );
  const items: DescriptionItem[] = [
    { id: 'code', term: t('commerce.loyalty.code'), details: pass.codice, isCode: true },
    {
      id: 'holder',
      term: t('commerce.purchase.holder'),
      details: `${pass.first_name} ${pass.last_name}`,
    },
  ];
  if (pass.data_di_nascita)
    items.push({
      id: 'birth',
      term: t('commerce.fields.birthDate'),
      details: formatDate(pass.data_di_nascita, lang),
    });
  if (pass.valido_dal && pass.valido_al)
    items.push({
      id: 'validity',
      term: t('commerce.loyalty.validityLabel'),
      details: t('commerce.loyalty.validity', {
        from: formatDate(pass.valido_dal, lang),
        to: formatDate(pass.valido_al, lang),
      }),
    });
  if (pass.convenzione)
    items.push({
      id: 'agreement',
      term: t('commerce.fields.agreement'),
      details: pass.convenzione,
    });
  return (
    <AccountPage title={title} trail={trail}>
      <DescriptionList layout="columns" items={items} />
    </AccountPage>
  );
}
