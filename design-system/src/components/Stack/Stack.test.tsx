import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Grid } from '../Grid';
import { Inline } from '../Inline';
import { Stack } from '.';

afterEach(cleanup);

describe('layout primitives', () => {
  it('keep list semantics when rendered as lists', () => {
    render(
      <>
        <Stack as="ul" aria-label="Stack">
          <li>a</li>
        </Stack>
        <Inline as="ol" aria-label="Inline">
          <li>b</li>
        </Inline>
        <Grid as="ul" aria-label="Grid" columns={{ mobile: 1, desktop: 3 }}>
          <li>c</li>
        </Grid>
      </>,
    );
    for (const name of ['Stack', 'Inline', 'Grid']) {
      expect(screen.getByRole('list', { name })).toBeInTheDocument();
    }
  });

  it('give different classes for different spacing and alignment', () => {
    render(
      <>
        <Stack data-testid="a" gap="sm" />
        <Stack data-testid="b" gap="xl" align="center" />
      </>,
    );
    expect(screen.getByTestId('a').className).not.toBe(screen.getByTestId('b').className);
  });

  it('adds a class per responsive condition of the grid columns', () => {
    render(
      <>
        <Grid data-testid="one" columns={1} />
        <Grid data-testid="responsive" columns={{ mobile: 1, tablet: 2, desktop: 3 }} />
      </>,
    );
    const one = screen.getByTestId('one').classList.length;
    expect(screen.getByTestId('responsive').classList.length).toBe(one + 2);
  });
});
