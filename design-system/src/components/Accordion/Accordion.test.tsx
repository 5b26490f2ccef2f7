import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { renderBothWays } from '../private/renderBothWays';
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

/** Each section's heading, level, state and content as the markup gives them. */
function sections(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  return Array.from(container.querySelectorAll<HTMLElement>('h2, h3, h4')).map((heading) => {
    const trigger = heading.querySelector('button');
    const details = heading.closest('details');
    const section = details ?? heading.parentElement!;
    const panel = details
      ? details.querySelector(':scope > div')
      : trigger
        ? container.querySelector(`[id="${trigger.getAttribute('aria-controls')}"]`)
        : section.querySelector(':scope > div[hidden]');
    return {
      level: heading.localName,
      title: heading.textContent,
      open: details ? details.open : trigger?.getAttribute('aria-expanded') === 'true',
      disabled: trigger ? trigger.disabled : section.querySelector('[aria-disabled]') !== null,
      content: panel?.textContent ?? null,
    };
  });
}

describe('Accordion in native mode', () => {
  const faq = [
    ...items,
    { id: 'gruppi', title: 'Gruppi', content: 'Su prenotazione', isDisabled: true },
  ];

  it.each<[string, ReactElement]>([
    ['one open', <Accordion items={faq} defaultExpandedKeys={['prezzi']} />],
    [
      'several open, level 2',
      <Accordion
        items={faq}
        headingLevel={2}
        allowsMultipleExpanded
        defaultExpandedKeys={['orari', 'prezzi']}
      />,
    ],
    ['all closed', <Accordion items={faq} />],
  ])('has the same sections, headings and open state as react-aria’s (%s)', (_name, element) => {
    const { interactive, static: native } = renderBothWays(element, 'it');
    expect(native).not.toContain('data-rac');
    expect(native).toContain('<details');
    expect(sections(native)).toEqual(sections(interactive));
  });

  it('opens a section from its summary without script, one at a time', async () => {
    const { container } = render(
      <DesignSystemProvider locale="it" interactive={false}>
        <Accordion items={items} headingLevel={2} />
      </DesignSystemProvider>,
    );
    const [first, second] = Array.from(container.querySelectorAll('details'));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(first!.open).toBe(false);
    expect(first!.name).toBe(second!.name);
    expect(first!.name).not.toBe('');
    await userEvent.click(within(first!).getByText('Orari'));
    expect(first!.open).toBe(true);
  });
});
