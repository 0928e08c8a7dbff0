/** Rappen (integers in the database) to the CHF numbers the API sends. */
export const toChf = (rappen: number): number => Math.round(rappen) / 100;
