import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { Skeleton } from '.';

afterEach(cleanup);

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one bar per text line and a single block for other shapes', () => {
    const { container, rerender } = render(<Skeleton lines={3} />);
    expect(container.firstElementChild?.childElementCount).toBe(3);
    rerender(<Skeleton shape="circle" lines={3} />);
    expect(container.firstElementChild?.childElementCount).toBe(1);
  });
});

describe('Skeleton in native mode', () => {
  it.each([
    ['text', <Skeleton lines={3} />],
    ['rect, width', <Skeleton shape="rect" width="50%" className="x" />],
  ])('is the same markup in both modes (%s)', (_name, element) => {
    const { interactive, static: native } = renderBothWays(element, 'fr');
    expect(native).toContain('aria-hidden="true"');
    expect(comparableMarkup(native)).toBe(comparableMarkup(interactive));
  });
});
