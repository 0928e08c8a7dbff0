import { describe, expect, it } from 'vitest';
import { MSG, ZCustomerInfoSchema, ZReservationCustomerInfoSchema } from '../src/orders';
import { isPhoneNumber } from '../src/phone';
import { onReservationStep, ZCreateReservationSchema } from '../src/reservations';

describe('isPhoneNumber', () => {
  it('takes Swiss numbers however people group them', () => {
    for (const phone of [
      '079 123 45 67',
      '0791234567',
      '079/123.45.67',
      '+41 79 123 45 67',
      '+41791234567',
      '0041 79 123 45 67',
      '+41 (0)79 123 45 67',
      '062 212 34 56',
      ' 044-123-45-67 ',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
  });

  it('takes foreign numbers with their country code', () => {
    for (const phone of ['+49 30 1234567', '+33 1 23 45 67 89', '0039 02 1234 5678', '+423 234 56 78']) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
  });

  it('refuses what nobody could call', () => {
    for (const phone of [
      '12',
      'abc',
      '079',
      '079 123 45 6',
      '079 123 45 678',
      '+41 79 123 45 6',
      '+41 079 123 45 67',
      '+0 123 456 789',
      '+1 23',
      '+12 3456 7890 1234 567',
      '079 123 45 67 x',
      '1234567890',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });
});

const person = {
  firstName: 'Mia',
  lastName: 'Keller',
  email: 'mia@example.ch',
  phone: '079 123 45 67',
  address: { street: 'Hauptgasse', streetNo: '12a', plz: '4600', city: 'Olten' },
};
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the customer schemas say what is wrong', () => {
  it('a name too long says its limit, not "Required"', () => {
    const result = ZCustomerInfoSchema.safeParse({ ...person, firstName: 'A'.repeat(300) });
    expect(messagesOf(result)).toEqual({ firstName: 'validation.maxLength.100' });
    const address = {
      ...person.address,
      streetNo: '1'.repeat(21),
      plz: '4'.repeat(11),
      city: 'O'.repeat(101),
    };
    expect(messagesOf(ZCustomerInfoSchema.safeParse({ ...person, address }))).toEqual({
      'address.streetNo': 'validation.maxLength.20',
      'address.plz': 'validation.maxLength.10',
      'address.city': 'validation.maxLength.100',
    });
    expect(ZCustomerInfoSchema.safeParse({ ...person, firstName: 'A'.repeat(100) }).success).toBe(true);
  });

  it('an empty phone is required, a wrong one is named as such', () => {
    for (const schema of [ZCustomerInfoSchema, ZReservationCustomerInfoSchema]) {
      expect(messagesOf(schema.safeParse({ ...person, phone: '  ' }))).toEqual({ phone: MSG.required });
      expect(messagesOf(schema.safeParse({ ...person, phone: '12' }))).toEqual({ phone: MSG.phone });
      expect(messagesOf(schema.safeParse({ ...person, phone: 'abc' }))).toEqual({ phone: MSG.phone });
      expect(messagesOf(schema.safeParse({ ...person, phone: '9'.repeat(41) }))).toEqual({
        phone: MSG.phone,
      });
    }
    // Stored as typed, trimmed.
    expect(ZCustomerInfoSchema.parse({ ...person, phone: ' +41 79 123 45 67 ' }).phone).toBe(
      '+41 79 123 45 67',
    );
  });

  it('a note too long says its limit', () => {
    const result = ZCreateReservationSchema.safeParse({
      customerInfo: person,
      reservationDateTime: '2030-06-01T19:00',
      numberOfPeople: 2,
      specialRequests: 'x'.repeat(1001),
    });
    expect(messagesOf(result)).toEqual({ specialRequests: 'validation.maxLength.1000' });
  });
});

describe('onReservationStep', () => {
  it('takes whole 5-minute marks only', () => {
    expect(onReservationStep('2030-06-01T19:00')).toBe(true);
    expect(onReservationStep('2030-06-01T19:05:00')).toBe(true);
    expect(onReservationStep('2030-06-01T19:03')).toBe(false);
    expect(onReservationStep('2030-06-01T19:05:30')).toBe(false);
    expect(onReservationStep('2030-06-01T17:55:00+02:00')).toBe(true);
  });
});
