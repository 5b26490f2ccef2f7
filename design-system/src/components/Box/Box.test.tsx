import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Box } from '.';

afterEach(cleanup);

describe('Box', () => {
  it('renders the requested element with its attributes', () => {
    render(
      <Box as="section" aria-label="Zona" data-testid="box">
        x
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('SECTION');
    expect(box).toHaveAttribute('aria-label', 'Zona');
  });

  it('turns style props into classes instead of attributes', () => {
    render(
      <Box data-testid="box" display="flex" padding="md" className="own">
        x
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box).not.toHaveAttribute('display');
    expect(box).not.toHaveAttribute('padding');
    expect(box.className).toContain('own');
    expect(box.classList.length).toBeGreaterThan(2);
  });
});
