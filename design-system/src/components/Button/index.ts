export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonSizes, buttonVariants } from './Button.css';
export type { ButtonSize, ButtonVariant } from './Button.css';
