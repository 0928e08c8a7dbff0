import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loginErrorMessage, loginFailedText } from './login-error';

const LOGIN_FAILED = loginFailedText();

const apiError = (status: number, error: string, message: string) => new ApiError({ status, error, message });

describe('loginErrorMessage', () => {
  it("shows our server's message when its error field is only the reason phrase", () => {
    expect(loginErrorMessage(apiError(401, 'Unauthorized', 'Invalid username or password.'))).toBe(
      'Invalid username or password.',
    );
  });

  it("shows a 429's message as it is", () => {
    const message = 'Too many sign-in attempts. Please wait a few minutes and try again.';
    expect(loginErrorMessage(apiError(429, 'Too Many Requests', message))).toBe(message);
  });

  it('prefers an error field that is a sentence of its own', () => {
    expect(loginErrorMessage(apiError(401, 'Account locked', 'Unauthorized'))).toBe('Account locked');
  });

  it("uses the client's message when the server was never reached", () => {
    expect(loginErrorMessage(apiError(0, 'NetworkError', 'Could not reach the server.'))).toBe(
      'Could not reach the server.',
    );
  });

  it("falls back to 'Login failed'", () => {
    expect(loginErrorMessage(apiError(500, 'Internal Server Error', ''))).toBe(LOGIN_FAILED);
    expect(loginErrorMessage(new Error('boom'))).toBe(LOGIN_FAILED);
    expect(LOGIN_FAILED).toBe('Login failed');
  });
});
