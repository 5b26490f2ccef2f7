export { ErrorPage } from './ErrorPage';
export type { ErrorPageLink, ErrorPageProps } from './ErrorPage';
export { errorPageMessages } from './messages';
export type { ErrorPageMessages } from './messages';
