export { Modal, ModalClose, modalSizes } from './Modal';
export type { ModalProps, ModalSize } from './Modal';
export { modalMessages } from './messages';
export type { ModalMessages } from './messages';
