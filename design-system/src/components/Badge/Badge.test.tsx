import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, BadgeList, Tag } from '.';

afterEach(cleanup);

describe('Badge and Tag', () => {
  it('renders a plain label, or a link when a tag has an href', () => {
    render(
      <BadgeList aria-label="Categorie">
        <Badge variant="past">Concluso</Badge>
        <Tag href="/it/cerca?category=musei">Musei</Tag>
      </BadgeList>,
    );
    expect(screen.getByRole('list', { name: 'Categorie' }).children).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Concluso' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Musei' })).toHaveAttribute(
      'href',
      '/it/cerca?category=musei',
    );
  });
});
