export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { iconNames, uiIconNames, socialIconNames } from './paths';
export type { IconName } from './paths';
export { iconSizes } from './Icon.css';
export type { IconSize } from './Icon.css';
