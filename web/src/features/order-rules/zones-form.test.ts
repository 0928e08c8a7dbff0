import { DEFAULT_DELIVERY_ZONES } from '@app/shared/order-rules';
import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from '@/lib/form-errors';
import {
  checkZonesForm,
  emptyZone,
  placeZoneField,
  splitPostcodes,
  type TZoneValues,
  zonesFormOf,
} from './zones-form';

const olten = zonesFormOf([{ id: 1, ...DEFAULT_DELIVERY_ZONES[0] } as never]).zones[0] as TZoneValues;
const zone = (overrides: Partial<TZoneValues>): TZoneValues => ({ ...emptyZone(), ...overrides });

describe('delivery zones form', () => {
  it('shows a saved zone as text: postcodes listed, amounts with Rappen, no threshold as empty', () => {
    expect(olten).toMatchObject({
      id: 1,
      name: 'Olten',
      postcodes: '4600, 4601, 4609, 4612, 4613, 4622, 4623, 4632',
      deliveryFee: '5.00',
      minimumOrder: '30.00',
      freeDeliveryFrom: '100.00',
      extraMinutes: '0',
    });
    expect(
      zonesFormOf([{ ...DEFAULT_DELIVERY_ZONES[0], freeDeliveryFrom: null } as never]).zones[0],
    ).toMatchObject({
      freeDeliveryFrom: '',
    });
  });

  it('reads postcodes separated by commas, spaces or semicolons', () => {
    expect(splitPostcodes(' 4600, 4601 4609;4612,,')).toEqual(['4600', '4601', '4609', '4612']);
    expect(splitPostcodes('')).toEqual([]);
  });

  it('sends the whole list in CHF: a kept zone with its id, a new one without, empty threshold as null', () => {
    const checked = checkZonesForm({
      zones: [
        olten,
        zone({
          name: ' Hägendorf ',
          postcodes: '4614',
          deliveryFee: '7',
          minimumOrder: '20,50',
          extraMinutes: '10',
        }),
      ],
    });
    expect(checked).toEqual({
      ok: true,
      body: [
        {
          id: 1,
          name: 'Olten',
          postcodes: ['4600', '4601', '4609', '4612', '4613', '4622', '4623', '4632'],
          deliveryFee: 5,
          minimumOrder: 30,
          freeDeliveryFrom: 100,
          extraMinutes: 0,
        },
        {
          name: 'Hägendorf',
          postcodes: ['4614'],
          deliveryFee: 7,
          minimumOrder: 20.5,
          freeDeliveryFrom: null,
          extraMinutes: 10,
        },
      ],
    });
  });

  it('names every wrong field under it, and a postcode already in another zone', () => {
    const checked = checkZonesForm({
      zones: [
        olten,
        zone({
          name: '',
          postcodes: '4600 4614',
          deliveryFee: '7.555',
          freeDeliveryFrom: 'free',
          extraMinutes: '-5',
        }),
      ],
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      'zones.1.name': 'Required',
      'zones.1.postcodes': 'Postcode 4600 is already in zone Olten.',
      'zones.1.deliveryFee': 'Enter an amount from 0 to 99999.99 with at most 2 decimals.',
      'zones.1.freeDeliveryFrom': 'Enter an amount from 0 to 99999.99 with at most 2 decimals.',
      'zones.1.extraMinutes': 'Enter a whole number of minutes from 0 to 240.',
    });
    const badCode = checkZonesForm({ zones: [zone({ name: 'X', postcodes: '46a1' })] });
    expect(badCode).toEqual({ ok: false, errors: { 'zones.0.postcodes': 'Enter a postcode of 4 digits.' } });
  });

  it("puts the server's messages under the zone's field they name", () => {
    expect(placeZoneField('1.postcodes.0')).toBe('zones.1.postcodes');
    expect(placeZoneField('0.deliveryFee')).toBe('zones.0.deliveryFee');
    expect(placeZoneField('zones')).toBeNull();
    expect(
      placeFieldErrors({ '2.postcodes.3': 'Postcode 4600 is in more than one zone.' }, placeZoneField),
    ).toEqual({
      'zones.2.postcodes': 'Postcode 4600 is in more than one zone.',
    });
  });
});
