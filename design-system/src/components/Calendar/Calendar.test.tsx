import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDate } from '@internationalized/date';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { renderBothWays } from '../private/renderBothWays';
import enhanceCalendar from './enhance';
import { Calendar } from '.';

afterEach(cleanup);

const june = {
  defaultValue: parseDate('2026-06-10'),
  minValue: parseDate('2026-06-03'),
  maxValue: parseDate('2026-06-27'),
  isDateUnavailable: (date: { day: number }) => date.day === 15,
};

/** The days of the month a user can see and choose, and the month's title, from the markup. */
function calendarFacts(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  const days = Array.from(
    container.querySelectorAll<HTMLElement>('[role="gridcell"] [role="button"], button[value]'),
  )
    .filter((day) => !day.closest('[data-outside-month]') && day.textContent !== '')
    .filter((day) => !day.hasAttribute('data-outside-month'))
    .map((day) => ({
      day: day.textContent,
      date: /^\S+ \d+ \S+ \d{4}/.exec(day.getAttribute('aria-label') ?? '')?.[0],
      disabled: (day as HTMLButtonElement).disabled || day.getAttribute('aria-disabled') === 'true',
      selected:
        day.hasAttribute('data-selected') ||
        day.closest('td')?.getAttribute('aria-selected') === 'true',
    }));
  const navs = Array.from(container.querySelectorAll<HTMLElement>('[aria-label]'))
    .filter((element) => /Mois/.test(element.getAttribute('aria-label')!))
    .map((element) => [element.getAttribute('aria-label'), element.hasAttribute('disabled')]);
  const title = container.querySelector('table')?.getAttribute('aria-label');
  return { title, navs, days };
}

describe('Calendar in native mode', () => {
  it.each<[string, ReactElement]>([
    ['range and unavailable day', <Calendar {...june} aria-label="Date de la visite" />],
    ['focused month, nothing chosen', <Calendar defaultFocusedValue={parseDate('2026-02-01')} />],
  ])('offers the same days as react-aria’s grid (%s)', (_name, element) => {
    const { interactive, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    const facts = calendarFacts(native);
    expect(facts.days.length).toBeGreaterThanOrEqual(28);
    expect(facts).toEqual(calendarFacts(interactive));
  });

  it('submits the chosen day with the caller’s form; unavailable days are disabled', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <form>
          <Calendar {...june} name="visit" />
        </form>
      </DesignSystemProvider>,
    );
    const form = container.querySelector('form')!;
    form.addEventListener('submit', onSubmit);
    expect(screen.getByRole('heading', { name: 'juin 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'lundi 15 juin 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'mardi 2 juin 2026' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'mercredi 10 juin 2026, sélectionné' }),
    ).toBeEnabled();
    const day = screen.getByRole('button', { name: 'jeudi 18 juin 2026' });
    expect(day).toHaveAttribute('type', 'submit');
    fireEvent.click(day);
    expect(onSubmit).toHaveBeenCalledOnce();
    const submitted = new FormData(form, day);
    expect(submitted.get('visit')).toBe('2026-06-18');
  });

  it('pages months by links when given their addresses, else by submit buttons', () => {
    const { unmount } = render(
      <DesignSystemProvider locale="en" interactive={false}>
        <Calendar
          defaultValue={parseDate('2026-06-10')}
          monthHref={(month) => `/book?month=${month.toString().slice(0, 7)}`}
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Previous month' })).toHaveAttribute(
      'href',
      '/book?month=2026-05',
    );
    expect(screen.getByRole('link', { name: 'Next month' })).toHaveAttribute(
      'href',
      '/book?month=2026-07',
    );
    unmount();
    render(
      <DesignSystemProvider locale="en" interactive={false}>
        <Calendar
          defaultValue={parseDate('2026-06-10')}
          minValue={parseDate('2026-06-01')}
          monthName="m"
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(next).toHaveAttribute('type', 'submit');
    expect(next).toHaveAttribute('name', 'm');
    expect(next).toHaveAttribute('value', '2026-07-01');
  });

  it('moves between days with the keys of react-aria’s calendar once enhanced', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <Calendar {...june} maxValue={undefined} monthHref={(month) => `#${month.toString()}`} />
      </DesignSystemProvider>,
    );
    const root = container.querySelector<HTMLElement>('[data-enhance="calendar"]')!;
    const undo = enhanceCalendar(root);
    const grid = within(root.querySelector('table')!);
    const day = (n: number) => new RegExp(`^\\S+ ${n} juin 2026`);
    const selected = grid.getByRole('button', { name: day(10) });
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(grid.getByRole('button', { name: day(11) })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    await user.tab();
    expect(selected).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(grid.getByRole('button', { name: day(11) })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(grid.getByRole('button', { name: day(18) })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(grid.getByRole('button', { name: day(4) })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(grid.getByRole('button', { name: day(4) })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(grid.getByRole('button', { name: day(3) })).toHaveFocus();
    await user.keyboard('{End}');
    expect(grid.getByRole('button', { name: day(7) })).toHaveFocus();
    expect(grid.getByRole('button', { name: day(7) })).toHaveAttribute('tabindex', '0');
    // Monday 15 is unavailable: the arrow skips it.
    grid.getByRole('button', { name: day(14) }).focus();
    await user.keyboard('{ArrowRight}');
    expect(grid.getByRole('button', { name: day(16) })).toHaveFocus();
    const next = screen.getByRole('link', { name: 'Mois suivant' });
    const followed = vi.fn((event: Event) => event.preventDefault());
    next.addEventListener('click', followed);
    await user.keyboard('{PageDown}');
    expect(followed).toHaveBeenCalledOnce();
    undo?.();
    expect(selected).not.toHaveAttribute('tabindex');
  });
});
