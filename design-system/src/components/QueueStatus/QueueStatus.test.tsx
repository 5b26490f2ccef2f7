import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { QueueStatus, formatCountdown, minutesToAnnounce } from '.';

afterEach(cleanup);

describe('countdown helpers', () => {
  it('rounds minutes up and formats mm:ss', () => {
    expect(minutesToAnnounce(4 * 60_000 + 1000)).toBe(5);
    expect(minutesToAnnounce(4 * 60_000)).toBe(4);
    expect(minutesToAnnounce(30_000)).toBe(1);
    expect(minutesToAnnounce(-5)).toBe(0);
    expect(formatCountdown(4 * 60_000 + 5_000)).toBe('04:05');
    expect(formatCountdown(-1)).toBe('00:00');
  });
});

describe('QueueStatus', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('announces the time left only when the whole minutes change', () => {
    render(
      <DesignSystemProvider locale="it">
        <QueueStatus state="admitted" expiresAt="2026-06-01T10:02:00Z" />
      </DesignSystemProvider>,
    );
    const live = document.querySelector('[aria-live="polite"]');
    expect(screen.getByRole('timer')).toHaveTextContent('02:00');
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:59');
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(58_000));
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1000));
    expect(live).toHaveTextContent('Resta 1 minuto');
    act(() => vi.advanceTimersByTime(30_000));
    expect(live).toHaveTextContent('Resta 1 minuto');
    act(() => vi.advanceTimersByTime(30_000));
    expect(live).toHaveTextContent('Tempo scaduto');
    expect(screen.getByRole('heading')).toHaveTextContent('Tempo scaduto');
  });

  it('shows position and estimated wait while waiting', () => {
    render(
      <DesignSystemProvider locale="en">
        <QueueStatus state="waiting" position={12} estimatedWaitMinutes={7} onLeave={() => {}} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('You are in the queue');
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('about 7 min')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the queue' })).toBeInTheDocument();
  });
});
