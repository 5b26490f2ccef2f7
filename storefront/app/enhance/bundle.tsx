import type { Bundle } from '../lib/api/bundle';
import { BundleForm } from '../features/purchase/BundleForm';
import type { BundleChoices } from '../features/purchase/BundleForm';
import type { IslandData } from './config';
import { formIslandMount } from './purchase-form';

/*
 * The form of the bundle purchase page, which is not hydrated: loaded by the page script when the
 * page has a `[data-island="bundle"]` element, rendered into a React root of its own in place of
 * the form the server rendered (the same form, disabled until now), with i18next and the form's
 * messages (sent in the page) but not React Router. A held queue place is shown in the place the
 * page left for it (purchase-form.tsx). Adding to the cart opens the cart as a new document.
 */

const isArray = Array.isArray;

/** The island's values, checked: the bundle's form cannot be rendered without them. */
export function bundlePropsOf(data: IslandData): BundleChoices {
  const { bundle, dates, languages } = data.props;
  const value = bundle as Partial<Bundle> | null;
  if (
    !value ||
    typeof value.id !== 'number' ||
    !isArray(value.elementi) ||
    !isArray(dates) ||
    !isArray(languages) ||
    dates.length !== value.elementi.length ||
    languages.length !== value.elementi.length
  )
    throw new Error('The bundle purchase island has no bundle');
  return {
    bundle: value as Bundle,
    dates: dates as BundleChoices['dates'],
    languages: languages as BundleChoices['languages'],
  };
}

/** Renders the form in place of the server's (purchase-form.tsx). */
export const mount = formIslandMount(bundlePropsOf, BundleForm);
