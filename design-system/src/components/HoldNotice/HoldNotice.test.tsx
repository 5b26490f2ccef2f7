import { act, cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { HoldNotice, holdState } from '.';

afterEach(cleanup);

describe('holdState', () => {
  it('is expired at the end, warning from the threshold, running before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e7, max: 1e7 }),
        fc.integer({ min: 0, max: 1e6 }),
        (left, warn) => {
          const state = holdState(left, warn);
          if (left <= 0) expect(state).toBe('expired');
          else if (left <= warn) expect(state).toBe('warning');
          else expect(state).toBe('running');
        },
      ),
    );
  });
});

describe('HoldNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down silently, says whole minutes politely, warns once near the end, then ends', () => {
    const onExpire = vi.fn();
    render(
      <DesignSystemProvider locale="en">
        <HoldNotice
          title="Place held: Mole, 06/01/2026 at 11:00"
          expiresAt="2026-06-01T10:03:00Z"
          warnBeforeMs={120_000}
          onExpire={onExpire}
        />
      </DesignSystemProvider>,
    );
    const live = document.querySelector('[aria-live="polite"]');
    expect(screen.getByRole('heading')).toHaveTextContent('Place held: Mole');
    expect(screen.getByRole('timer')).toHaveTextContent('03:00');
    expect(live).toHaveTextContent('');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('02:59');
    expect(live).toHaveTextContent('');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(59_000));
    // two minutes left: said politely, and the warning appears once, as an alert
    expect(live).toHaveTextContent('2 minutes left to complete the purchase');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Time is almost up: complete the purchase within 2 minutes',
    );
    expect(document.querySelector('section')).toHaveAttribute('data-state', 'warning');
    act(() => vi.advanceTimersByTime(60_000));
    expect(live).toHaveTextContent('1 minute left to complete the purchase');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(live).toHaveTextContent('Time is up: the place has been released.');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('speaks Italian and French, and shows its next step', () => {
    const { unmount } = render(
      <DesignSystemProvider locale="it">
        <HoldNotice
          title="Posto"
          expiresAt="2026-06-01T09:00:00Z"
          action={<a href="/q">Rientra</a>}
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByText('Tempo scaduto: il posto è stato liberato.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rientra' })).toBeInTheDocument();
    unmount();
    render(
      <DesignSystemProvider locale="fr">
        <HoldNotice title="Place" expiresAt="2026-06-01T10:10:00Z" />
      </DesignSystemProvider>,
    );
    expect(screen.getByText('Temps restant')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
  });
});
