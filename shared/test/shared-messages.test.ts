import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../src/cart-limits';
import de from '../src/i18n/messages/de.json';
import en from '../src/i18n/messages/en.json';
import fr from '../src/i18n/messages/fr.json';
import it_ from '../src/i18n/messages/it.json';
import { sharedMessageKey } from '../src/i18n/shared-catalog';
import { MSG } from '../src/orders';
import { MAX_PEOPLE, RESERVATION_MESSAGES, RESERVATION_STEP_MINUTES } from '../src/reservations';

/**
 * The shared schemas carry catalogue keys; the English texts are the spec's. Limits written
 * into a text stay equal to the constants the schemas check.
 */
describe('shared messages', () => {
  it('the English texts keep the spec’s words', () => {
    expect(en[MSG.required]).toBe('Required');
    expect(en[MSG.email]).toBe('Valid email required');
    expect(en[MSG.cartEmpty]).toBe('Your cart is empty.');
    expect(en[MSG.scheduledPast]).toBe('Choose a future time');
  });

  it('texts that name a limit name the limit the schemas check, in every language', () => {
    for (const catalogue of [en, de, fr, it_]) {
      expect(catalogue[MSG.quantity]).toContain(String(MAX_LINE_QUANTITY));
      expect(catalogue[RESERVATION_MESSAGES.peopleMax]).toContain(String(MAX_PEOPLE));
      expect(catalogue[RESERVATION_MESSAGES.timeStep]).toContain(`${RESERVATION_STEP_MINUTES} `);
    }
  });

  it('every English text belongs to one key, so a text finds its key', () => {
    const texts = Object.values(en);
    expect(new Set(texts).size).toBe(texts.length);
    expect(sharedMessageKey('Times must be HH:mm (e.g. 11:00).')).toBe('hours.timeFormat');
    expect(sharedMessageKey('validation.required')).toBe('validation.required');
    expect(sharedMessageKey('Not a message we know')).toBeNull();
  });
});
