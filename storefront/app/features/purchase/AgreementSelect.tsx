import { Select } from '@city/design-system';
import type { Listino } from '../../lib/api/product';
import { localized, useLang, useT } from '../commerce/forms';

/** Key of "no agreement" in the agreement list (an option key cannot be empty). */
const NO_AGREEMENT = 'none';

/**
 * The agreement (convenzione) a buyer claims on a product or a guided tour: none, or one of the
 * product's, by name in the page's language. The form's value is the agreement's code, empty for
 * none.
 */
export function AgreementSelect({
  agreements,
  value,
  onChange,
}: {
  agreements: Listino['convenzioni'];
  value: string | undefined;
  onChange: (code: string) => void;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <Select
      label={t('commerce.fields.agreement')}
      options={[
        { id: NO_AGREEMENT, label: t('commerce.purchase.noAgreement') },
        ...agreements.map((item) => ({
          id: item.codice,
          label: localized(item.nome, lang) || item.codice,
        })),
      ]}
      value={value || NO_AGREEMENT}
      onChange={(key) => onChange(key === NO_AGREEMENT ? '' : String(key ?? ''))}
    />
  );
}
