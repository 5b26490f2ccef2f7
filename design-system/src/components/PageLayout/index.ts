export { PageLayout } from './PageLayout';
export type { PageLayoutProps } from './PageLayout';
export { pageLayoutWidths } from './PageLayout.css';
export type { PageLayoutWidth } from './PageLayout.css';
