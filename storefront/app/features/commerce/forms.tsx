import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors as FormErrors, FieldValues } from 'react-hook-form';
import { useParams, useSubmit } from 'react-router';
import { i18nFor } from '../../lib/i18n/instance';
import type { Lang } from './screen';

/**
 * What the purchase, checkout, account and operator screens share beside the design system's
 * components: the page's language from the route, the translation hook, the errors of a form and
 * of the route action's answer, sending a validated form to the route action, localized names and
 * document titles. The cart's and checkout's own parts, without React Router, are in screen.tsx.
 */

export { EmptyCart, useT } from './screen';
export type { Lang } from './screen';

export function useLang(): Lang {
  const { lang } = useParams();
  return lang === 'en' || lang === 'fr' ? lang : 'it';
}

/** Field errors of a server answer, keyed by field name, as message keys. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The error shown under each field of a form: the form's own check first, then the server's
 * answer (`fieldErrors` of the action's result).
 */
export function fieldErrorOf<V extends FieldValues>(
  errors: FormErrors<V>,
  result: { fieldErrors?: FieldErrors } | undefined,
): (name: Extract<keyof V, string>) => string | undefined {
  return (name) => {
    const message = errors[name]?.message;
    return (typeof message === 'string' ? message : undefined) ?? result?.fieldErrors?.[name];
  };
}

export interface ActionResult {
  ok?: boolean;
  formError?: string;
  /** Values of the form error's message (`t(formError, formErrorValues)`), e.g. minutes to wait. */
  formErrorValues?: Record<string, string | number>;
  fieldErrors?: FieldErrors;
  notice?: string;
  /** The submitted values (never a password), so that a form rendered anew comes back filled. */
  values?: Record<string, string>;
}

/** Sends the validated native form to the route action (react-hook-form validated it first). */
export function useSendForm() {
  const submit = useSubmit();
  return (event?: BaseSyntheticEvent) => {
    const target = event?.target;
    if (target instanceof HTMLFormElement) void submit(target);
  };
}

/** A `{ it, en, fr }` name in the page's language, falling back to Italian. */
export function localized(
  value: Partial<Record<Lang, string>> | string | null | undefined,
  lang: Lang,
): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  return value[lang] ?? value.it ?? value.en ?? value.fr ?? '';
}

/** Document title (localized, from the merged messages) and noindex for commerce screens. */
export function commerceMeta(titleKey: string) {
  return ({ params }: { params: Readonly<Record<string, string | undefined>> }) => {
    const lang: Lang = params.lang === 'en' || params.lang === 'fr' ? params.lang : 'it';
    const i18n = i18nFor(lang);
    const title = i18n.t(`commerce.titles.${titleKey}`);
    const site = i18n.t('commerce.siteName');
    return [{ title: `${title} | ${site}` }, { name: 'robots', content: 'noindex' }];
  };
}
