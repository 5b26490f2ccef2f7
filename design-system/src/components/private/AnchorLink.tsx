import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { useInteractive } from '../../provider';
import { nativeLinkProps } from './native';

export interface AnchorLinkProps extends Omit<
  AriaLinkProps,
  'children' | 'className' | 'style' | 'href'
> {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * react-aria's Link for the library's links (Link, pagination, tags), or the plain anchor with
 * the same attributes where react-aria never runs (DesignSystemProvider `interactive={false}`;
 * a disabled link stays react-aria's <span>).
 */
export function AnchorLink({ href, className, children, ...rest }: AnchorLinkProps) {
  const interactive = useInteractive();
  if (!interactive && !rest.isDisabled)
    return (
      <a {...nativeLinkProps(rest)} href={href} className={className}>
        {children}
      </a>
    );
  return (
    <AriaLink {...rest} href={href} className={className}>
      {children}
    </AriaLink>
  );
}
