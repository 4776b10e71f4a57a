/** A chain of a few thousand stores fits; a larger file is refused before it is read. */
export const SITE_IMPORT_LIMITS = { bytes: 512 * 1024, rows: 5000, errorsShown: 50 } as const;
