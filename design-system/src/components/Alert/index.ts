export { Alert } from './Alert';
export type { AlertProps } from './Alert';
export { alertTones } from './Alert.css';
export type { AlertTone } from './Alert.css';
export { alertMessages } from './messages';
export type { AlertMessages } from './messages';
