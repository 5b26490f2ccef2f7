import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './screen';

/*
 * What the cart and checkout screens render in a task after the rest (useStages) waits for
 * the browser's next idle time, or for the next task where idle callbacks are not implemented
 * (Safari, jsdom).
 */
describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for the next idle time, at most 200 ms away, and can be cancelled', () => {
    const request = vi.fn((_callback: () => void, _options?: { timeout?: number }) => 7);
    const cancelRequest = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelRequest);
    const callback = vi.fn();
    const cancel = whenIdle(callback);
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 200 });
    expect(callback).not.toHaveBeenCalled();
    request.mock.calls[0]?.[0]();
    expect(callback).toHaveBeenCalledOnce();
    cancel();
    expect(cancelRequest).toHaveBeenCalledWith(7);
  });

  it('waits for the next task without idle callbacks, and not once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const first = vi.fn();
    whenIdle(first);
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(first).toHaveBeenCalledOnce();
    const second = vi.fn();
    whenIdle(second)();
    vi.advanceTimersByTime(100);
    expect(second).not.toHaveBeenCalled();
  });
});
