import { z } from "zod";

/** The address whose traces are looked up and erased: one e-mail address, as typed, bounded. */
export const erasureFormSchema = z.object({
  intent: z.enum(["preview", "erase"], "Choose what to do: look the address up, or erase it."),
  email: z
    .string()
    .trim()
    .min(1, "Enter the e-mail address to erase")
    .max(254, "An e-mail address has at most 254 characters")
    .pipe(z.email("Enter one e-mail address, like name@example.com"))
    .transform((address) => address.toLowerCase()),
});

export const ERASURE_FIELDS = ["intent", "email"] as const;
