import type { z } from "zod";

/** Field name → its first message, for showing errors beside their fields. */
export function fieldErrorsOf<K extends string = string>(
  error: z.ZodError,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form") as K;
    errors[key] ??= issue.message;
  }
  return errors;
}
