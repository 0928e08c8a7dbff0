import { MSG } from '@app/shared/orders';
import { translateMessage } from '@/i18n/i18n';
import { ApiError } from './api-client';

/** What a refused submit shows above the form's button. */
export interface TFormError {
  message: string;
  /** Further messages of the server that belong to no field (e.g. an item no longer available). */
  details: string[];
}

/** A screen's reading of the server's `details`: the messages of its fields, and the others. */
export interface TServerDetails<TFieldErrors> {
  fieldErrors: TFieldErrors;
  otherMessages: string[];
}

interface TSubmitScreen<TFieldErrors> {
  mapDetails: (details: Record<string, string> | undefined) => TServerDetails<TFieldErrors>;
  /**
   * The screen's spec text for any other failure, e.g. 'Failed to submit reservation. Please try again.',
   * or its catalogue key ('reservation.failure'), shown in the current language.
   */
  failedMessage: string;
  /** Logged with an unexpected failure, e.g. 'Checkout failed'. */
  logLabel: string;
}

/**
 * What to show after the server refused a diner's form (spec section 5, checkout and reservation):
 * its field messages under the fields with 'Please correct the highlighted fields.'; a refusal it
 * explains (a 4xx with a message: closed at that time, an item no longer available, the same request
 * already pending, too many attempts) in its own words, which say what to change where 'try again'
 * would not; anything else is logged and gets the screen's failure text.
 */
export function explainSubmitFailure<TFieldErrors extends object>(
  error: unknown,
  screen: TSubmitScreen<TFieldErrors>,
): { formError: TFormError; fieldErrors?: TFieldErrors } {
  if (error instanceof ApiError) {
    const { fieldErrors, otherMessages } = screen.mapDetails(error.details);
    if (Object.keys(fieldErrors).length > 0) {
      return {
        formError: { message: translateMessage(MSG.correctFields), details: otherMessages },
        fieldErrors,
      };
    }
    if (error.status >= 400 && error.status < 500 && error.message) {
      const details = otherMessages.filter((message) => message !== error.message);
      return { formError: { message: error.message, details } };
    }
  }
  console.error(screen.logLabel, error);
  return { formError: { message: translateMessage(screen.failedMessage), details: [] } };
}
