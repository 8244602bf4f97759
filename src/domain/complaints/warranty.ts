/**
 * A complaint's warranty verdict (issue 14), computed from the purchase date and the catalogue
 * product's terms and stored on the complaint; 'unknown' when either is missing.
 */
export const WARRANTY_VERDICTS = ['in_warranty', 'expiring', 'out_of_warranty', 'unknown'] as const;
export type WarrantyVerdict = (typeof WARRANTY_VERDICTS)[number];

/** 'Expiring' means the cover ends within this many days. */
export const WARRANTY_EXPIRING_DAYS = 30;
