import { DesignSystemProvider, Select } from '@city/design-system';
import type { Listino } from '../../lib/api/product';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { localizedName } from './summary';

/** Key of "no agreement" in the agreement list (an option key cannot be empty). */
const NO_AGREEMENT = 'none';

/**
 * The agreement (convenzione) a buyer claims on a product or a guided tour: none, or one of the
 * product's, by name in the page's language. The form's value is the agreement's code, empty for
 * none.
 *
 * `native` renders the design system's native select (its non-interactive mode, whose change
 * is read as it bubbles): the product form's island runs on Preact, where react-aria's Select
 * cannot run (its collection is built in a document of react-aria's own, which has no
 * createElementNS for the button's icon).
 */
export function AgreementSelect({
  lang,
  agreements,
  value,
  onChange,
  native = false,
}: {
  /** The page's language (the product and guided-tour islands have no router to ask). */
  lang: Lang;
  agreements: Listino['convenzioni'];
  value: string | undefined;
  onChange: (code: string) => void;
  native?: boolean;
}) {
  const t = useT();
  const label = t('commerce.fields.agreement');
  const options = [
    { id: NO_AGREEMENT, label: t('commerce.purchase.noAgreement') },
    ...agreements.map((item) => ({
      id: item.codice,
      label: localizedName(item.nome, lang) || item.codice,
    })),
  ];
  const choose = (key: unknown) => onChange(key === NO_AGREEMENT ? '' : String(key ?? ''));
  if (native)
    return (
      <div
        onChange={(event) => {
          const target = event.target as HTMLElement;
          if (target instanceof HTMLSelectElement) choose(target.value);
        }}
      >
        <DesignSystemProvider locale={lang} interactive={false}>
          <Select label={label} options={options} defaultSelectedKey={value || NO_AGREEMENT} />
        </DesignSystemProvider>
      </div>
    );
  return <Select label={label} options={options} value={value || NO_AGREEMENT} onChange={choose} />;
}
