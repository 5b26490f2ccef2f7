export { SocialLinks, isSocialNetwork, socialNetworks } from './SocialLinks';
export type { SocialLink, SocialLinksProps, SocialNetwork } from './SocialLinks';
export { socialLinkTones } from './SocialLinks.css';
export type { SocialLinkTone } from './SocialLinks.css';
export { socialLinksMessages } from './messages';
export type { SocialLinksMessages } from './messages';
