import { company } from "~/company/fixed-facts";

/** The lead source of trial sign-ups: the dropdown they come from (docs/product.md#lead-forms). */
export const TRIAL_SOURCE = "Software Solutions Dropdown";
/** The interest text a trial sign-up carries as its message (docs/product.md#lead-forms). */
export const TRIAL_INTEREST = `Interested in a free 7-day trial of ${company.software.name}.`;
