import type { Locale } from '../../provider';

/** The placeholder of a select with nothing chosen (react-aria's own words in interactive mode). */
export const selectMessages = {
  it: { placeholder: 'Seleziona un elemento' },
  en: { placeholder: 'Select an item' },
  fr: { placeholder: 'Sélectionner un élément' },
} as const satisfies Record<Locale, Record<string, string>>;

export type SelectMessages = { -readonly [K in keyof (typeof selectMessages)['it']]: string };
