export { ToastRegion, createToastQueue } from './Toast';
export type { ToastContent, ToastQueue, ToastRegionProps } from './Toast';
export { toastTones } from './Toast.css';
export type { ToastTone } from './Toast.css';
export { toastMessages } from './messages';
export type { ToastMessages } from './messages';
