import { createElement } from 'react';
import type { AllHTMLAttributes, ElementType, Ref } from 'react';
import { sprinkles } from '../../sprinkles.css';
import type { Sprinkles } from '../../sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    /** Element to render; `div` by default. */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
  };

/** Splits atomic style props (from sprinkles) from the element's own attributes. */
export function splitSprinkles<P extends object>(
  props: P,
): { atoms: Sprinkles; rest: Record<string, unknown> } {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/** The base layout primitive: any element, styled by token-backed, responsive atoms. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes || undefined });
}
