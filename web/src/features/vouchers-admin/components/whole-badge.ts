/** A badge in a narrow column wraps its words rather than cutting them ("Zahlung…"). */
export const WHOLE_BADGE = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;
