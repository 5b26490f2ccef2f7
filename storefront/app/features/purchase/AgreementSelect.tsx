import { NativeSelect } from '@city/design-system';
import type { Listino } from '../../lib/api/product';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { NO_AGREEMENT } from './product-lines';
import { localizedName } from './summary';

/**
 * The agreement (convenzione) a buyer claims on a guided tour: none, or one of the
 * product's, by name in the page's language. The form's value is the agreement's code, empty for
 * none.
 *
 * The design system's native select (the Select's native mode), whose change is read as it
 * bubbles: the guided-tour form runs as an island on Preact, where react-aria's Select
 * cannot run (its collection is built in a document of react-aria's own, which has no
 * createElementNS for the button's icon), and the native select keeps react-aria's listbox and
 * popover out of their first load.
 */
export function AgreementSelect({
  lang,
  agreements,
  value,
  onChange,
}: {
  /** The page's language (the guided-tour island has no router to ask). */
  lang: Lang;
  agreements: Listino['convenzioni'];
  value: string | undefined;
  onChange: (code: string) => void;
}) {
  const t = useT();
  const options = [
    { id: NO_AGREEMENT, label: t('commerce.purchase.noAgreement') },
    ...agreements.map((item) => ({
      id: item.codice,
      label: localizedName(item.nome, lang) || item.codice,
    })),
  ];
  return (
    <div
      onChange={(event) => {
        const target = event.target as HTMLElement;
        if (target instanceof HTMLSelectElement)
          onChange(target.value === NO_AGREEMENT ? '' : target.value);
      }}
    >
      <NativeSelect
        label={t('commerce.fields.agreement')}
        options={options}
        defaultSelectedKey={value || NO_AGREEMENT}
      />
    </div>
  );
}
