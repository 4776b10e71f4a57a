import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./email-limit";

/**
 * The one e-mail field rule of every form: trimmed, at most `EMAIL_MAX_LENGTH` characters
 * (app/forms/email-limit.ts), an address by Zod's check. Each form names
 * its own message keys, in its own namespace (docs/decisions/0047).
 */

interface EmailMessages {
  /** An address Zod refuses (and, for a field that may be empty, anything not a string). */
  invalid: string;
  /** Longer than `EMAIL_MAX_LENGTH`. */
  tooLong: string;
  /** Empty, for a field that must be given (and anything not a string). */
  required?: string;
}

/** The e-mail field a form requires (empty is `required`'s message, or `invalid`'s). */
export function emailSchema({ invalid, tooLong, required }: EmailMessages) {
  const text = z.string(required ?? invalid).trim();
  return (required ? text.min(1, required) : text)
    .max(EMAIL_MAX_LENGTH, tooLong)
    .pipe(z.email(invalid));
}

/** An e-mail field that may be left empty (""). */
export function optionalEmailSchema({ invalid, tooLong }: Omit<EmailMessages, "required">) {
  return z
    .string(invalid)
    .trim()
    .max(EMAIL_MAX_LENGTH, tooLong)
    .pipe(z.union([z.literal(""), z.email(invalid)]));
}
