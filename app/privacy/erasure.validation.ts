import { z } from "zod";

/** The bound of the address; `erasureMessageValues` gives it to the messages. */
const EMAIL_MAX = 254;

/** The values the messages below name (docs/architecture.md#languages). */
export const erasureMessageValues = { emailMax: EMAIL_MAX };

/** The address whose traces are looked up and erased: one e-mail address, as typed, bounded. */
export const erasureFormSchema = z.object({
  intent: z.enum(["preview", "erase"], "admin.privacy.chooseIntent"),
  email: z
    .string("admin.privacy.emailRequired")
    .trim()
    .min(1, "admin.privacy.emailRequired")
    .max(EMAIL_MAX, "admin.privacy.emailTooLong")
    .pipe(z.email("admin.privacy.emailInvalid"))
    .transform((address) => address.toLowerCase()),
});

export const ERASURE_FIELDS = ["intent", "email"] as const;
