import { PERMISSION_NAMES } from "~/auth/permissions";
import { valueKeys } from "~/i18n/translator";

/**
 * How the People page and its answers name each permission (docs/decisions/0098): its name
 * ("Lead access") and the sentence said when it is granted ("… can now work leads."), keys of the
 * `adminPeople` namespace. A permission without both keys fails the type check.
 */
export const PERMISSION_LABELS = valueKeys("adminPeople.access", PERMISSION_NAMES);
export const PERMISSION_GRANTED = valueKeys("admin.people.granted", PERMISSION_NAMES);
