import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { SkipLink } from '.';

afterEach(cleanup);

describe('SkipLink', () => {
  it('points at the main content with a localized text', () => {
    render(
      <DesignSystemProvider locale="en">
        <SkipLink targetId="contenuto" />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#contenuto',
    );
  });
});
