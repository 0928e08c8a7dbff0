import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { explainSubmitFailure } from './submit-failure';

/** Like the screens' readers: 'customerInfo.phone' is a field, anything else another message. */
function mapDetails(details: Record<string, string> | undefined) {
  const fieldErrors: { phone?: string } = {};
  const otherMessages: string[] = [];
  for (const [key, message] of Object.entries(details ?? {})) {
    if (key === 'customerInfo.phone') fieldErrors.phone = message;
    else otherMessages.push(message);
  }
  return { fieldErrors, otherMessages };
}

const SCREEN = { mapDetails, failedMessage: 'Failed to submit. Please try again.', logLabel: 'Test failed' };

describe('explainSubmitFailure', () => {
  it("puts the server's field messages under the fields, the others in the list", () => {
    const error = new ApiError({
      status: 400,
      error: 'Bad Request',
      message: 'Invalid request',
      details: { 'customerInfo.phone': 'Enter a phone number.', items: 'Sold out.' },
    });
    expect(explainSubmitFailure(error, SCREEN)).toEqual({
      formError: { message: 'Please correct the highlighted fields.', details: ['Sold out.'] },
      fieldErrors: { phone: 'Enter a phone number.' },
    });
  });

  it('shows a refusal the server explains in its words, without repeating them in the list', () => {
    const error = new ApiError({
      status: 409,
      error: 'Conflict',
      message: 'We are closed then.',
      details: { scheduledAt: 'We are closed then.', items: 'Sold out.' },
    });
    expect(explainSubmitFailure(error, SCREEN)).toEqual({
      formError: { message: 'We are closed then.', details: ['Sold out.'] },
    });
  });

  it("logs anything else and gives the screen's failure text", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const serverDown = new ApiError({ status: 500, error: 'Internal Server Error', message: 'Boom' });
    const offline = new ApiError({ status: 0, error: 'NetworkError', message: '' });
    const bug = new TypeError('x is undefined');
    for (const error of [serverDown, offline, bug]) {
      expect(explainSubmitFailure(error, SCREEN)).toEqual({
        formError: { message: 'Failed to submit. Please try again.', details: [] },
      });
      expect(log).toHaveBeenLastCalledWith('Test failed', error);
    }
  });
});
