/** Exact texts of spec section 5. */
export const TIME_FORMAT_MESSAGE = 'Times must be HH:mm (e.g. 11:00).';
export const OPEN_BEFORE_CLOSE_MESSAGE = 'An opening time must be before the closing time.';

/**
 * The shared catalogue's keys of those texts: the parser composes them in English (the spec's words), and
 * a screen in another language finds their translation by these keys. Its own file: the web's i18n core
 * reads it on every page, without the parser.
 */
export const OPENING_HOURS_MESSAGE_KEYS: Readonly<
  Record<string, 'hours.timeFormat' | 'hours.openBeforeClose'>
> = {
  [TIME_FORMAT_MESSAGE]: 'hours.timeFormat',
  [OPEN_BEFORE_CLOSE_MESSAGE]: 'hours.openBeforeClose',
};
