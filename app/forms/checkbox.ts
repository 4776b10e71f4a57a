import { z } from "zod";

/**
 * A checkbox as a form posts it: a ticked box sends "on", an unticked one nothing. Anything that
 * is not text (a repeated field) answers the catalogue key of a required field, never English.
 */
export const ticked = z
  .string("forms.error.required")
  .optional()
  .transform((value) => value === "on");
