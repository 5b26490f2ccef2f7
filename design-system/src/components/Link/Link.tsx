import type { ReactNode } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { useBuiltInMessages } from '../../provider';
import { button as buttonStyle } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button.css';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { AnchorLink } from '../private/AnchorLink';
import { fillTemplate } from '../private/template';
import * as styles from './Link.css';
import type { LinkAppearance, LinkVariant } from './Link.css';
import { isExternalHref } from './isExternal';
import { linkMessages } from './messages';
import type { LinkMessages } from './messages';

export interface LinkFile {
  /** Format shown after the title, e.g. "PDF". */
  format: string;
  /** Human size, e.g. "1,2 MB". */
  size?: string;
}

export interface LinkProps extends Omit<
  AriaLinkProps,
  'children' | 'className' | 'target' | 'rel' | 'href' | 'style'
> {
  href: string;
  children: ReactNode;
  /** The look of a text link (appearance "text"). */
  variant?: LinkVariant;
  /**
   * "button" draws the link as a Button of `buttonVariant` and `size`: for an action that opens
   * another page (go to checkout, back to the shop). It stays a link for assistive technology.
   */
  appearance?: LinkAppearance;
  buttonVariant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Opens in a new tab with an accessible hint. Detected from the href (absolute http(s)
   * addresses) when not given.
   */
  external?: boolean;
  /** A link to a file: the text is the file title, followed by its format. */
  file?: LinkFile;
  className?: string;
  labels?: Partial<LinkMessages>;
}

/**
 * Internal links go through the provider's router; external links open in a new tab and say
 * so; file links show the title of the file and its format.
 */
export function Link({
  href,
  children,
  variant = 'inline',
  appearance = 'text',
  buttonVariant = 'primary',
  size = 'md',
  external,
  file,
  className,
  labels,
  ...rest
}: LinkProps) {
  const messages = useBuiltInMessages(linkMessages, labels);
  const opensOutside = external ?? isExternalHref(href);
  const look =
    appearance === 'button'
      ? [buttonStyle({ variant: buttonVariant, size }), styles.asButton]
      : [styles.base, styles.variant[variant]];
  const classes = [...look, className].filter(Boolean).join(' ');
  const fileHint = file
    ? fillTemplate(file.size ? messages.fileHintWithSize : messages.fileHint, {
        format: file.format,
        size: file.size ?? '',
      })
    : undefined;

  const attributes = {
    className: classes,
    ...(opensOutside ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    'data-external': opensOutside || undefined,
    'data-file': file ? true : undefined,
    'data-appearance': appearance === 'button' ? appearance : undefined,
  };
  const content = (
    <>
      {children}
      {file ? (
        <>
          <span className={styles.fileFormat} aria-hidden="true">
            {file.size ? `${file.format} · ${file.size}` : file.format}
          </span>
          <VisuallyHidden> {fileHint}</VisuallyHidden>
          <Icon name="download" className={styles.trailingIcon} />
        </>
      ) : null}
      {opensOutside ? (
        <>
          <VisuallyHidden> {messages.externalHint}</VisuallyHidden>
          <Icon name="external" className={styles.trailingIcon} />
        </>
      ) : null}
    </>
  );
  // react-aria's Link, or the plain anchor where react-aria never runs (AnchorLink).
  return (
    <AnchorLink {...rest} href={href} {...attributes}>
      {content}
    </AnchorLink>
  );
}
