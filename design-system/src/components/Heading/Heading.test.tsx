import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Heading } from '.';

afterEach(cleanup);

describe('Heading', () => {
  it('renders the outline level it is given', () => {
    render(<Heading level={3}>Eventi</Heading>);
    expect(screen.getByRole('heading', { level: 3, name: 'Eventi' })).toBeInTheDocument();
  });

  it('can look like another level without changing the outline', () => {
    render(
      <>
        <Heading level={2}>A</Heading>
        <Heading level={2} size="sm">
          B
        </Heading>
      </>,
    );
    const [a, b] = screen.getAllByRole('heading', { level: 2 });
    expect(a?.className).not.toBe(b?.className);
  });
});
