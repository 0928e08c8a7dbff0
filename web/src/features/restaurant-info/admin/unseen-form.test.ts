import { RESTAURANT_INFO } from '@test/fixtures';
import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from '@/lib/form-errors';
import { checkInfoForm, formStateFromInfo, placeInfoField } from './info-form';
import { unseenFormValues, unseenInput } from './unseen-form';

describe('unseen orders settings', () => {
  it('shows the defaults, switched on, when the restaurant has no settings yet', () => {
    expect(unseenFormValues(undefined)).toEqual({
      escalate: { on: true, minutes: '2' },
      autoPause: { on: true, minutes: '5' },
      autoCancel: { on: true, minutes: '15' },
      byType: { TAKEAWAY: { on: false, minutes: '15' }, DELIVERY: { on: false, minutes: '15' } },
      notifyEmail: '',
      smsTo: '',
    });
  });

  it('reads a null step as switched off, showing the default to switch back on to', () => {
    const values = unseenFormValues({
      escalateAfterMinutes: null,
      autoPauseAfterMinutes: 10,
      autoCancelAfterMinutes: 20,
      autoCancelByOrderType: { DELIVERY: 30, TAKEAWAY: null },
      notifyEmail: 'kitchen@hana.ch',
      smsTo: null,
    });
    expect(values.escalate).toEqual({ on: false, minutes: '2' });
    expect(values.autoPause).toEqual({ on: true, minutes: '10' });
    expect(values.byType).toEqual({
      DELIVERY: { on: true, minutes: '30' },
      TAKEAWAY: { on: false, minutes: '20' },
    });
    expect(values.notifyEmail).toBe('kitchen@hana.ch');
    expect(values.smsTo).toBe('');
  });

  it('sends a switched-off or emptied step as null, keeps typed minutes for switching back, empty contacts as null', () => {
    const values = unseenFormValues(undefined);
    values.escalate = { on: false, minutes: '7' };
    values.autoPause = { on: true, minutes: ' ' };
    values.byType.DELIVERY = { on: true, minutes: ' 25 ' };
    values.notifyEmail = '  kitchen@hana.ch ';
    values.smsTo = '   ';
    expect(unseenInput(values)).toEqual({
      escalateAfterMinutes: null,
      autoPauseAfterMinutes: null,
      autoCancelAfterMinutes: 15,
      autoCancelByOrderType: { TAKEAWAY: null, DELIVERY: 25 },
      notifyEmail: 'kitchen@hana.ch',
      smsTo: null,
    });
  });

  it('sends no per-type minutes while automatic cancelling is off', () => {
    const values = unseenFormValues({
      escalateAfterMinutes: 2,
      autoPauseAfterMinutes: 5,
      autoCancelAfterMinutes: 15,
      autoCancelByOrderType: { DELIVERY: 30 },
      notifyEmail: null,
      smsTo: null,
    });
    values.autoCancel.on = false;
    expect(unseenInput(values)).toMatchObject({
      autoCancelAfterMinutes: null,
      autoCancelByOrderType: { TAKEAWAY: null, DELIVERY: null },
    });
  });

  it('names minutes out of range or not a number at their field, and keeps the server’s unseen messages', () => {
    const state = formStateFromInfo(RESTAURANT_INFO);
    state.unseen.autoPause.minutes = '0';
    state.unseen.escalate.minutes = 'soon';
    const checked = checkInfoForm(1, state);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual([
      'unseen.autoPauseAfterMinutes',
      'unseen.escalateAfterMinutes',
    ]);

    expect(
      placeFieldErrors(
        { 'unseen.notifyEmail': 'Enter a valid email address.', 'other.field': 'x' },
        placeInfoField,
      ),
    ).toEqual({ 'unseen.notifyEmail': 'Enter a valid email address.' });
  });
});
