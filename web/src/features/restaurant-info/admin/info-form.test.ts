import { OPEN_BEFORE_CLOSE_MESSAGE } from '@app/shared/opening-hours';
import { RESTAURANT_INFO, UNSEEN_DEFAULT_INPUT } from '@test/fixtures';
import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from '@/lib/form-errors';
import { updateRange } from './hours-editor';
import { checkInfoForm, formStateFromInfo, placeInfoField } from './info-form';

describe('restaurant info form', () => {
  it('starts from the saved info and sends every field with the hours in the stored text format', () => {
    const state = formStateFromInfo(RESTAURANT_INFO);
    expect(state).toMatchObject({
      name: 'Hana Sushi & Thai',
      aboutText: RESTAURANT_INFO.aboutText,
      phone: RESTAURANT_INFO.phone,
      address: RESTAURANT_INFO.address,
      defaultLanguage: 'de',
      legalName: '',
      vatNumber: '',
      responsiblePerson: '',
    });
    expect(state.hoursLoadErrors).toEqual([]);
    expect(checkInfoForm(1, state)).toEqual({
      ok: true,
      body: {
        id: 1,
        name: 'Hana Sushi & Thai',
        aboutText: RESTAURANT_INFO.aboutText,
        phone: RESTAURANT_INFO.phone,
        address: RESTAURANT_INFO.address,
        openingHours: [
          'Mon: (closed)',
          'Tue: 11:00-14:00, 17:00-22:00',
          'Wed: (closed)',
          'Thu: (closed)',
          'Fri: (closed)',
          'Sat: (closed)',
          'Sun: 17:00-21:30',
        ].join('\n'),
        defaultLanguage: 'de',
        specialDays: [],
        slotCapacity: { DELIVERY: null, TAKEAWAY: null },
        legalName: null,
        unseen: UNSEEN_DEFAULT_INPUT,
        vatNumber: null,
        responsiblePerson: null,
        deliveryNote: 'Free delivery from CHF 100.',
        legalNotice: null,
        kitchenLanguage: null,
        timeZone: 'Europe/Zurich',
        latitude: null,
        longitude: null,
        cuisines: [],
        priceRange: null,
        translations: Object.fromEntries(
          ['de', 'fr', 'it', 'en'].map((l) => [
            l,
            { aboutText: '', deliveryNote: '', legalNotice: '', cuisines: [] },
          ]),
        ),
      },
    });
  });

  it('shows the kitchen language as chosen, the default language’s as empty, and sends it', () => {
    const following = formStateFromInfo({ ...RESTAURANT_INFO, kitchenLanguage: null });
    expect(following.kitchenLanguage).toBe('');
    const sent = checkInfoForm(1, { ...following, kitchenLanguage: 'fr' });
    expect(sent.ok && sent.body.kitchenLanguage).toBe('fr');

    const chosen = formStateFromInfo({ ...RESTAURANT_INFO, kitchenLanguage: 'it' });
    expect(chosen.kitchenLanguage).toBe('it');
    // Back to the default language's: sent as null, so the tickets follow a later change of it.
    const cleared = checkInfoForm(1, { ...chosen, kitchenLanguage: '' });
    expect(cleared.ok && cleared.body.kitchenLanguage).toBeNull();
    // An answer of an older server, without the field: the default language's.
    const { kitchenLanguage: _, ...older } = RESTAURANT_INFO as typeof RESTAURANT_INFO & {
      kitchenLanguage?: unknown;
    };
    expect(formStateFromInfo(older).kitchenLanguage).toBe('');
  });

  it('names the kitchen language when its value is not one of ours, and places the server’s message there', () => {
    const refused = checkInfoForm(1, {
      ...formStateFromInfo(RESTAURANT_INFO),
      kitchenLanguage: 'es' as never,
    });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && Object.keys(refused.errors)).toEqual(['kitchenLanguage']);
    expect(placeInfoField('kitchenLanguage')).toBe('kitchenLanguage');
  });

  it('sends the legal notice trimmed, empty fields as null, and names a wrong VAT number', () => {
    const state = formStateFromInfo({
      ...RESTAURANT_INFO,
      vatNumber: 'CHE-123.456.788 MWST',
      legalName: 'Hana Gastro GmbH',
      responsiblePerson: 'Mai Tanaka',
    });
    expect(state).toMatchObject({
      vatNumber: 'CHE-123.456.788 MWST',
      legalName: 'Hana Gastro GmbH',
      responsiblePerson: 'Mai Tanaka',
    });
    state.vatNumber = ' che123456788 ';
    state.legalName = ' Hana Gastro AG ';
    state.responsiblePerson = '   ';
    const checked = checkInfoForm(1, state);
    expect(checked.ok && checked.body).toMatchObject({
      vatNumber: 'che123456788',
      legalName: 'Hana Gastro AG',
      responsiblePerson: null,
    });

    state.vatNumber = 'CHE-123.456.789 MWST';
    expect(checkInfoForm(1, state)).toEqual({
      ok: false,
      errors: {
        vatNumber: 'Enter a Swiss VAT number like CHE-123.456.788 MWST (its check digit must match).',
      },
      hoursInvalid: false,
    });
    expect(placeFieldErrors({ vatNumber: 'wrong', legalName: 'long' }, placeInfoField)).toEqual({
      vatNumber: 'wrong',
      legalName: 'long',
    });
  });

  it('sends the special days sorted and the slot limits, and names a wrong limit at its field', () => {
    const state = formStateFromInfo({
      ...RESTAURANT_INFO,
      specialDays: [
        { date: '2030-12-26', closed: true, ranges: [] },
        { date: '2030-12-24', closed: false, ranges: [{ open: '17:00', close: '21:00' }], note: 'Eve' },
      ],
      slotCapacity: { DELIVERY: null, TAKEAWAY: 6 },
    });
    expect(state.capacity).toEqual({ DELIVERY: '', TAKEAWAY: '6' });
    const checked = checkInfoForm(1, state);
    expect(checked.ok && checked.body.specialDays?.map((day) => day.date)).toEqual([
      '2030-12-24',
      '2030-12-26',
    ]);
    expect(checked.ok && checked.body.slotCapacity).toEqual({ DELIVERY: null, TAKEAWAY: 6 });

    state.capacity = { DELIVERY: '0', TAKEAWAY: 'many' };
    expect(checkInfoForm(1, state)).toEqual({
      ok: false,
      errors: {
        'slotCapacity.DELIVERY': 'Enter a whole number from 1 to 500, or leave it empty for no limit.',
        'slotCapacity.TAKEAWAY': 'Enter a whole number from 1 to 500, or leave it empty for no limit.',
      },
      hoursInvalid: false,
    });
  });

  it('trims the text fields and sends the delivery note, empty as null (a field of its own now)', () => {
    const state = formStateFromInfo(RESTAURANT_INFO);
    expect(state.deliveryNote).toBe('Free delivery from CHF 100.');
    state.name = '  Hana  ';
    state.deliveryNote = '  Lieferung ab CHF 30. ';
    const checked = checkInfoForm(1, state);
    expect(checked.ok && checked.body.name).toBe('Hana');
    expect(checked.ok && checked.body.deliveryNote).toBe('Lieferung ab CHF 30.');
    state.deliveryNote = ' ';
    const cleared = checkInfoForm(1, state);
    expect(cleared.ok && cleared.body.deliveryNote).toBeNull();
  });

  it('edits the texts of each language, starting from the saved translations', () => {
    const state = formStateFromInfo({
      ...RESTAURANT_INFO,
      translations: {
        fr: { aboutText: 'Sushis et cuisine thaïe.' },
        en: { deliveryNote: 'Free from CHF 100.' },
      },
      timeZone: 'Europe/Berlin',
    });
    expect(state.timeZone).toBe('Europe/Berlin');
    expect(state.translations).toEqual({
      de: { aboutText: '', deliveryNote: '', legalNotice: '', cuisines: '' },
      fr: { aboutText: 'Sushis et cuisine thaïe.', deliveryNote: '', legalNotice: '', cuisines: '' },
      it: { aboutText: '', deliveryNote: '', legalNotice: '', cuisines: '' },
      en: { aboutText: '', deliveryNote: 'Free from CHF 100.', legalNotice: '', cuisines: '' },
    });
    state.translations.it = {
      aboutText: ' Sushi e cucina thai. ',
      deliveryNote: '',
      legalNotice: '',
      cuisines: '',
    };
    const checked = checkInfoForm(1, state);
    expect(checked.ok && checked.body.translations?.it).toEqual({
      aboutText: 'Sushi e cucina thai.',
      deliveryNote: '',
      legalNotice: '',
      cuisines: [],
    });
    expect(checked.ok && checked.body.timeZone).toBe('Europe/Berlin');
  });

  it('names a control character in a translation at its own field, and an unknown time zone', () => {
    const state = formStateFromInfo(RESTAURANT_INFO);
    state.translations.fr = { aboutText: 'Bonjour\u0007', deliveryNote: '', legalNotice: '', cuisines: '' };
    state.timeZone = 'Mars/Olympus';
    const checked = checkInfoForm(1, state);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && Object.keys(checked.errors).sort()).toEqual([
      'timeZone',
      'translations.fr.aboutText',
    ]);
  });

  it('shows the place, cuisines and price range as saved, and sends them as the schema reads them', () => {
    const state = formStateFromInfo({
      ...RESTAURANT_INFO,
      latitude: 47.3516,
      longitude: 0,
      cuisines: ['Japanisch', 'Sushi'],
      priceRange: 'CHF 6–30',
      translations: { fr: { cuisines: ['Japonaise', 'Sushi'] } },
    });
    expect(state).toMatchObject({
      latitude: '47.3516',
      longitude: '0',
      cuisines: 'Japanisch, Sushi',
      priceRange: 'CHF 6–30',
    });
    expect(state.translations.fr.cuisines).toBe('Japonaise, Sushi');
    // A comma as the decimal mark, a typographic minus, blanks between commas.
    state.latitude = ' 47,3516 ';
    state.longitude = '\u22127.9077';
    state.cuisines = 'Japanisch, , Sushi ,Thai,';
    state.translations.en.cuisines = 'Japanese; Thai';
    state.priceRange = ' CHF 15–40 ';
    const checked = checkInfoForm(1, state);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body).toMatchObject({
      latitude: 47.3516,
      longitude: -7.9077,
      cuisines: ['Japanisch', 'Sushi', 'Thai'],
      priceRange: 'CHF 15–40',
    });
    expect(checked.body.translations?.en?.cuisines).toEqual(['Japanese', 'Thai']);
    // Empty: cleared.
    const cleared = checkInfoForm(1, {
      ...state,
      latitude: '',
      longitude: ' ',
      cuisines: '',
      priceRange: '',
    });
    expect(cleared.ok && cleared.body).toMatchObject({
      latitude: null,
      longitude: null,
      cuisines: [],
      priceRange: null,
    });
  });

  it('names a wrong coordinate, a lone one, a control character and a long text at their fields', () => {
    const state = formStateFromInfo(RESTAURANT_INFO);
    const errorsOf = (changes: Partial<typeof state>) => {
      const checked = checkInfoForm(1, { ...state, ...changes });
      return checked.ok ? {} : checked.errors;
    };
    expect(errorsOf({ latitude: '91', longitude: '7.9' })).toEqual({
      latitude: 'Enter the latitude in decimal degrees, between -90 and 90 (e.g. 47.3516).',
    });
    expect(errorsOf({ latitude: '47.35', longitude: '7°54′' })).toEqual({
      longitude: 'Enter the longitude in decimal degrees, between -180 and 180 (e.g. 7.9077).',
    });
    expect(errorsOf({ latitude: '47.35' })).toEqual({
      longitude: 'Enter latitude and longitude together, or leave both empty.',
    });
    expect(errorsOf({ longitude: '7.9' })).toEqual({
      latitude: 'Enter latitude and longitude together, or leave both empty.',
    });
    expect(errorsOf({ cuisines: 'Sushi, Thai\u001b' })).toEqual({
      cuisines: 'Use visible characters only: no control or invisible formatting characters.',
    });
    expect(
      errorsOf({
        translations: {
          ...state.translations,
          fr: { ...state.translations.fr, cuisines: 'x'.repeat(51) },
        },
      }),
    ).toEqual({ 'translations.fr.cuisines': 'At most 50 characters' });
    expect(errorsOf({ priceRange: 'CHF 10 bis 40 pro Person und Gang' })).toEqual({
      priceRange: 'At most 30 characters',
    });
  });

  it('requires a name', () => {
    const state = formStateFromInfo(RESTAURANT_INFO);
    state.name = ' ';
    expect(checkInfoForm(1, state)).toEqual({ ok: false, errors: { name: 'Required' }, hoursInvalid: false });
  });

  it('refuses to send while a range is faulty, without repeating the range’s message at the form', () => {
    const state = formStateFromInfo(RESTAURANT_INFO);
    const key = state.hours[2][0]?.key ?? -1;
    state.hours = updateRange(state.hours, 2, key, { open: '15:00', close: '14:00' });
    const checked = checkInfoForm(1, state);
    expect(checked).toEqual({ ok: false, errors: {}, hoursInvalid: true });
    expect(JSON.stringify(checked)).not.toContain(OPEN_BEFORE_CLOSE_MESSAGE);
  });

  it('reports stored hours it cannot read', () => {
    const state = formStateFromInfo({ ...RESTAURANT_INFO, openingHours: 'Mon: whenever' });
    expect(state.hoursLoadErrors).toHaveLength(1);
  });

  it('keeps the server’s messages for this form’s fields only', () => {
    expect(
      placeFieldErrors(
        {
          name: 'Taken',
          openingHours: 'Bad',
          other: 'x',
          'specialDays.3.ranges.0': 'Range',
          'slotCapacity.TAKEAWAY': 'Limit',
          'slotCapacityX.TAKEAWAY': 'x',
          'cuisines.2': 'Cuisine',
          'translations.it.cuisines.0': 'Cucina',
          longitude: 'Pair',
        },
        placeInfoField,
      ),
    ).toEqual({
      name: 'Taken',
      openingHours: 'Bad',
      'specialDays.3.ranges.0': 'Range',
      'slotCapacity.TAKEAWAY': 'Limit',
      cuisines: 'Cuisine',
      'translations.it.cuisines': 'Cucina',
      longitude: 'Pair',
    });
  });
});
