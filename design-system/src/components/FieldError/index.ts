export { FieldError, validityMessage } from './FieldError';
export type { FieldErrorProps, FieldLimits } from './FieldError';
export { fieldErrorMessages } from './messages';
export type { FieldErrorMessages } from './messages';
