import { style } from '@vanilla-extract/css';

/** Hidden on screen, still read by assistive technology. */
export const visuallyHiddenStyles = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenStyles);
