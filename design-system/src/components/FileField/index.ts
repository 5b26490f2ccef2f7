export { FileField } from './FileField';
export type { FileFieldPreview, FileFieldProps } from './FileField';
