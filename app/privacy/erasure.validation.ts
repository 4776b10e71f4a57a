import { z } from "zod";
import { emailSchema } from "~/forms/email";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";

/** The values the messages below name (docs/architecture.md#languages). */
export const erasureMessageValues = { emailMax: EMAIL_MAX_LENGTH };

/** The address whose traces are looked up and erased: one e-mail address, as typed, bounded. */
export const erasureFormSchema = z.object({
  intent: z.enum(["preview", "erase"], "admin.privacy.chooseIntent"),
  email: emailSchema({
    required: "admin.privacy.emailRequired",
    tooLong: "admin.privacy.emailTooLong",
    invalid: "admin.privacy.emailInvalid",
  }).transform((address) => address.toLowerCase()),
});

export const ERASURE_FIELDS = ["intent", "email"] as const;
