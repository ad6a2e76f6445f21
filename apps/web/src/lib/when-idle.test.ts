import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLoadedAndIdle } from './when-idle';

describe('whenLoadedAndIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs the work at the next idle moment of a loaded page, not at once', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenLoadedAndIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for the page to load first', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const work = vi.fn();
    whenLoadedAndIdle(work);
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled, before or after the load', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenLoadedAndIdle(work)();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const cancel = whenLoadedAndIdle(work);
    cancel();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
  });
});
