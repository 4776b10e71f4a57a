import { z } from "zod";

const namePart = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(60, `Please keep the ${label} under 60 characters.`);

export const invitationSchema = z.object({
  firstName: namePart("first name"),
  lastName: namePart("last name"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "Please keep the e-mail address under 254 characters.")
    .pipe(z.email("Please enter a valid email address.")),
});

export const personActionSchema = z.object({
  intent: z.enum(["resend", "disable", "enable", "reset"]),
  userId: z.string().min(1).max(100),
});
