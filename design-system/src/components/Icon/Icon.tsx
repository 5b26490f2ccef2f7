import type { SVGProps } from 'react';
import * as styles from './Icon.css';
import type { IconSize } from './Icon.css';
import { iconDefinitions } from './paths';
import type { IconName } from './paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  size?: IconSize;
}

export function Icon({ name, label, size = 'md', className, ...rest }: IconProps) {
  const definition = iconDefinitions[name];
  const classes = [styles.base, styles.size[size], styles.kind[definition.kind], className]
    .filter(Boolean)
    .join(' ');
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      focusable="false"
      data-icon={name}
      className={classes}
      {...a11y}
      {...rest}
    >
      {definition.body}
    </svg>
  );
}
