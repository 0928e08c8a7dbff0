import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  clearToastHistory,
  hasToastBeenRequested,
  loadToastStore,
  notifyError,
  notifySuccess,
} from './toast';

/** The close button's name for screen readers (English in tests). */
const CLOSE = { 'aria-label': 'Close message' };

describe('the first toast', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearToastHistory();
  });

  it("fetches Mantine's toast store and shows the toast once it is there", async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    expect(hasToastBeenRequested()).toBe(false);
    notifySuccess('Saved');
    expect(hasToastBeenRequested()).toBe(true);
    expect(show).not.toHaveBeenCalled();
    await loadToastStore();
    expect(show).toHaveBeenCalledExactlyOnceWith({
      message: 'Saved',
      color: 'green',
      autoClose: 2500,
      closeButtonProps: CLOSE,
    });
  });
});

describe('toasts', () => {
  let show: MockInstance<typeof notifications.show>;
  beforeAll(async () => {
    await loadToastStore();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    clearToastHistory();
    show = vi.spyOn(notifications, 'show').mockReturnValue('id');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows successes green for 2.5 s', () => {
    notifySuccess('Saved');
    expect(show).toHaveBeenCalledExactlyOnceWith({
      message: 'Saved',
      color: 'green',
      autoClose: 2500,
      closeButtonProps: CLOSE,
    });
  });

  it("shows errors red for 4 s with the server's message, else the fallback", () => {
    notifyError(
      new ApiError({ status: 409, error: 'Conflict', message: 'A user with this username already exists.' }),
      'Save failed',
    );
    notifyError(
      new ApiError({ status: 0, error: 'NetworkError', message: 'Could not reach the server.' }),
      'Save failed',
    );
    notifyError(new Error('boom'), 'Delete failed');
    expect(show.mock.calls.map(([options]) => options)).toEqual([
      {
        message: 'A user with this username already exists.',
        color: 'red',
        autoClose: 4000,
        closeButtonProps: CLOSE,
      },
      { message: 'Save failed', color: 'red', autoClose: 4000, closeButtonProps: CLOSE },
      { message: 'Delete failed', color: 'red', autoClose: 4000, closeButtonProps: CLOSE },
    ]);
  });

  it('drops an identical toast within 5 s and shows it again after', () => {
    notifySuccess('Deleted');
    vi.advanceTimersByTime(4_999);
    notifySuccess('Deleted');
    expect(show).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    notifySuccess('Deleted');
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('counts the 5 s from the last toast shown, not from the dropped ones', () => {
    notifyError(new Error('x'), 'Save failed');
    vi.advanceTimersByTime(3_000);
    notifyError(new Error('x'), 'Save failed'); // dropped
    vi.advanceTimersByTime(2_000);
    notifyError(new Error('x'), 'Save failed'); // 5 s after the first: shown
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('treats different texts and kinds as different toasts', () => {
    notifySuccess('Created');
    notifySuccess('Updated');
    notifyError(new Error('x'), 'Created');
    expect(show).toHaveBeenCalledTimes(3);
  });
});
