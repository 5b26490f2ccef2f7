import type { Locale } from '../../provider';

/** Built-in validation messages of every form field, shown when the caller gives none. */
export const fieldErrorMessages = {
  it: {
    valueMissing: 'Questo campo è obbligatorio.',
    typeMismatchEmail: 'Inserisci un indirizzo email valido, per esempio nome@esempio.it.',
    typeMismatch: 'Il valore inserito non è nel formato corretto.',
    tooShort: 'Inserisci almeno {min} caratteri.',
    tooLong: 'Inserisci al massimo {max} caratteri.',
    rangeUnderflow: 'Il valore minimo è {min}.',
    rangeOverflow: 'Il valore massimo è {max}.',
    patternMismatch: 'Il valore inserito non è nel formato richiesto.',
    badInput: 'Il valore inserito non è valido.',
    invalid: 'Controlla il valore inserito.',
  },
  en: {
    valueMissing: 'This field is required.',
    typeMismatchEmail: 'Enter a valid email address, for example name@example.com.',
    typeMismatch: 'The value is not in the right format.',
    tooShort: 'Enter at least {min} characters.',
    tooLong: 'Enter at most {max} characters.',
    rangeUnderflow: 'The minimum value is {min}.',
    rangeOverflow: 'The maximum value is {max}.',
    patternMismatch: 'The value is not in the required format.',
    badInput: 'The value is not valid.',
    invalid: 'Check the value you entered.',
  },
  fr: {
    valueMissing: 'Ce champ est obligatoire.',
    typeMismatchEmail: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    typeMismatch: 'La valeur saisie n’est pas au bon format.',
    tooShort: 'Saisissez au moins {min} caractères.',
    tooLong: 'Saisissez au plus {max} caractères.',
    rangeUnderflow: 'La valeur minimale est {min}.',
    rangeOverflow: 'La valeur maximale est {max}.',
    patternMismatch: 'La valeur saisie n’est pas au format demandé.',
    badInput: 'La valeur saisie n’est pas valide.',
    invalid: 'Vérifiez la valeur saisie.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type FieldErrorMessages = {
  -readonly [K in keyof (typeof fieldErrorMessages)['it']]: string;
};
