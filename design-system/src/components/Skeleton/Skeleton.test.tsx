import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
