export { FieldError, FieldErrorTemplate, validityMessage } from './FieldError';
export { FIELD_ERROR_TEMPLATE, setFieldError } from './dom';
export type { FieldErrorProps, FieldLimits } from './FieldError';
export { fieldErrorMessages } from './messages';
export type { FieldErrorMessages } from './messages';
