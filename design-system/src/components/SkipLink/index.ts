export { SkipLink } from './SkipLink';
export type { SkipLinkProps } from './SkipLink';
export { skipLinkMessages } from './messages';
export type { SkipLinkMessages } from './messages';
