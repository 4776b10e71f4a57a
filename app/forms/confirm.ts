/**
 * A destructive action of the office (docs/decisions/0076) is sent with this field, which only
 * its confirmation (`ConfirmAction`) carries: an action refuses the intent without it, so that
 * no click, script or stale page acts without the question having been answered.
 */
export const CONFIRM_FIELD = "confirmed";
const CONFIRMED = "yes";

/** The hidden field of a confirmed action. */
export const confirmedField = { name: CONFIRM_FIELD, value: CONFIRMED } as const;

/** Whether a form was sent from its confirmation. */
export function isConfirmed(form: { get(name: string): unknown }): boolean {
  return form.get(CONFIRM_FIELD) === CONFIRMED;
}

/** The refusal of an action sent without its confirmation (the admin screens are English). */
export const NOT_CONFIRMED = "Nothing was done: confirm the action first.";
