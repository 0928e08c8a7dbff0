import { z } from 'zod';

/** An order's or a reservation's public id in the path (random, URL-safe; the length is bounded). */
export const ZPublicIdParams = z.object({ id: z.string().min(1).max(64) });

/** A catalogue row's, a user's or the restaurant info's id: a positive int4 in plain digits ('0x10', '1e3' and ' 7' are not ids). */
export const ZSerialIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Not a valid id.')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'Not a valid id.')),
});
