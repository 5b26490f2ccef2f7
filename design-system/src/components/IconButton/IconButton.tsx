import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button.css';
import { useInteractive } from '../../provider';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { nativeButtonProps } from '../private/native';

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'children' | 'className' | 'style' | 'aria-label'
> {
  icon: IconName;
  /** Accessible name: an icon-only button must say what it does. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A square button showing only an icon, named by `label`. In native mode the plain <button> with
 * the same attributes (like Button).
 */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  className,
  ...rest
}: IconButtonProps) {
  const interactive = useInteractive();
  const classes = [button({ variant, size, iconOnly: true }), className].filter(Boolean).join(' ');
  const content = <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />;
  if (!interactive)
    return (
      <button {...nativeButtonProps(rest)} aria-label={label} className={classes}>
        {content}
      </button>
    );
  return (
    <AriaButton {...rest} aria-label={label} className={classes}>
      {content}
    </AriaButton>
  );
}
