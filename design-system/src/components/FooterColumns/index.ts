export { FooterColumns, footerItemKinds } from './FooterColumns';
export type {
  FooterColumn,
  FooterColumnItem,
  FooterColumnsProps,
  FooterItemKind,
} from './FooterColumns';
export { footerColumnsMessages } from './messages';
export type { FooterColumnsMessages } from './messages';
