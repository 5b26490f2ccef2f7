import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from '.';

afterEach(cleanup);

const items = [
  { id: 'orari', title: 'Orari', content: 'Dalle 9 alle 19' },
  { id: 'prezzi', title: 'Prezzi', content: 'Intero 12 euro' },
];

describe('Accordion', () => {
  it('toggles a section by pointer and keyboard', async () => {
    render(<Accordion items={items} />);
    const trigger = screen.getByRole('button', { name: 'Orari' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Dalle 9 alle 19')).toBeVisible();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one section open at a time unless told otherwise', async () => {
    render(<Accordion items={items} defaultExpandedKeys={['orari']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Prezzi' }));
    expect(screen.getByRole('button', { name: 'Orari' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Prezzi' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('wraps triggers in headings of the requested level', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
