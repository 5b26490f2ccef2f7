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

  it('renders every month of the range and pages between them in place once enhanced', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DesignSystemProvider locale="en" interactive={false}>
        <form>
          <Calendar
            value={parseDate('2026-07-02')}
            minValue={parseDate('2026-06-20')}
            maxValue={parseDate('2026-08-10')}
            isDateUnavailable={(date) => date.toString() === '2026-07-01'}
            aria-label="Tour day"
            name="day"
            monthName="month"
            allMonths
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the day chosen on the page before
            autoFocus
          />
        </form>
      </DesignSystemProvider>,
    );
    const root = container.querySelector<HTMLElement>('[data-enhance="calendar"]')!;
    const months = Array.from(root.querySelectorAll<HTMLElement>('[data-calendar-month]'));
    // June to August, July (the chosen day's) shown; without script the month buttons submit.
    expect(months.map((month) => [month.dataset.calendarMonth, month.hidden])).toEqual([
      ['2026-06', true],
      ['2026-07', false],
      ['2026-08', true],
    ]);
    expect(screen.getByRole('group', { name: 'Tour day, July 2026' })).toBe(root);
    expect(screen.getByRole('button', { name: 'Wednesday, 1 July 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('grid')).toBeNull();

    const undo = enhanceCalendar(root);
    // react-aria's roles, and the chosen day has the focus (it was chosen on the page before)
    const calendar = screen.getByRole('application', { name: 'Tour day, July 2026' });
    const grid = within(calendar).getByRole('grid');
    const chosen = within(grid).getByRole('button', { name: /^Thursday, 2 July 2026/ });
    expect(chosen).toHaveFocus();
    expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');

    const submitted = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('form')!.addEventListener('submit', submitted);
    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByRole('application', { name: 'Tour day, August 2026' })).toBe(root);
    expect(months[2]!.hidden).toBe(false);
    expect(months[1]!.hidden).toBe(true);
    // the last month: its next button is disabled, so the focus goes to its previous one
    expect(within(months[2]!).getByRole('button', { name: 'Previous month' })).toHaveFocus();
    // the days of the shown month take the one tab stop
    expect(within(months[2]!).getByRole('button', { name: /^Saturday, 1 August/ })).toHaveAttribute(
      'tabindex',
      '0',
    );

    // back to July by its button, from the keyboard; the keys cross months: ArrowLeft from 2 July skips the unavailable 1st into June, Page Down
    // goes to the same day of the next month
    await user.keyboard('{Enter}');
    expect(months[1]!.hidden).toBe(false);
    within(months[1]!)
      .getByRole('button', { name: /^Thursday, 2 July/ })
      .focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: /^Tuesday, 30 June 2026/ })).toHaveFocus();
    expect(months[0]!.hidden).toBe(false);
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: /^Thursday, 30 July 2026/ })).toHaveFocus();
    expect(months[1]!.hidden).toBe(false);
    expect(submitted).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledOnce();
    undo?.();
    expect(root).toHaveAttribute('role', 'group');
    expect(root.querySelector('table')).not.toHaveAttribute('role');
  });
});
