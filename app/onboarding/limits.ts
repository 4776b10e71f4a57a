/**
 * Bounds of every onboarding text field, without the schemas: the tracker renders them in the
 * browser, and importing them from onboarding.validation would send Zod with the page.
 */
export const ONBOARDING_LIMITS = { name: 100, note: 500, search: 100 } as const;
