export { Link } from './Link';
export type { LinkFile, LinkProps } from './Link';
export { linkAppearances, linkVariants } from './Link.css';
export type { LinkAppearance, LinkVariant } from './Link.css';
export { isExternalHref } from './isExternal';
export { linkMessages } from './messages';
export type { LinkMessages } from './messages';
