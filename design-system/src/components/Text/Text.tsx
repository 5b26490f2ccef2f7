import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Text.css';
import type { TextAlign, TextSize, TextTone, TextWeight } from './Text.css';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'time' | 'dd' | 'dt' | 'li';
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: TextAlign;
  /** Cut after this many lines with an ellipsis. */
  maxLines?: 1 | 2 | 3 | 4;
  /** For `as="time"`. */
  dateTime?: string;
  children?: ReactNode;
}

export function textClassName({
  size = 'md',
  tone = 'primary',
  weight = 'regular',
  align,
  maxLines,
}: Pick<TextProps, 'size' | 'tone' | 'weight' | 'align' | 'maxLines'>): string {
  return [
    styles.base,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    align && styles.align[align],
    maxLines && styles.clamp[maxLines],
  ]
    .filter(Boolean)
    .join(' ');
}

/** Body text on the type scale of the theme. */
export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  align,
  maxLines,
  className,
  ...rest
}: TextProps) {
  return (
    <Element
      className={[textClassName({ size, tone, weight, align, maxLines }), className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    />
  );
}
