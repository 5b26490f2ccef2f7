export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { spinnerSizes } from './Spinner.css';
export type { SpinnerSize } from './Spinner.css';
export { spinnerMessages } from './messages';
export type { SpinnerMessages } from './messages';
