import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs the task once the browser is idle', async () => {
    const task = vi.fn();
    whenIdle(task);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('with afterLoad, waits for the page to have loaded first', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    whenIdle(task, true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });
});
