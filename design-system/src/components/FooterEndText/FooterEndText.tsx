import { cx } from '../private/cx';
import * as styles from './FooterEndText.css';

export type FooterEndTextProps = {
  className?: string;
} & (
  | {
      /** Rich text of the end of the page (`fine_pagina`), already sanitised by the caller. */
      html: string;
      text?: never;
    }
  | {
      /** Plain text, rendered as is. */
      text: string;
      html?: never;
    }
);

/** End-of-page text of the footer: legal notice, VAT number, credits. */
export function FooterEndText({ html, text, className }: FooterEndTextProps) {
  if (html !== undefined) {
    if (html.trim() === '') return null;
    return (
      <div className={cx(styles.root, className)} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  if (!text) return null;
  return <p className={cx(styles.root, className)}>{text}</p>;
}
