/**
 * Reads the named text fields of a form; anything missing or not text becomes "". A NUL character
 * (which no keyboard types, and which PostgreSQL text cannot hold) reads as U+FFFD, as invalid
 * UTF-8 in a form already does: the field is then checked like any other text.
 */
export function readTextFields<K extends string>(
  form: FormData,
  names: readonly K[],
): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.replaceAll("\0", "\uFFFD") : "";
  }
  return values;
}

/** What a lead form's action answers: a message to show, or errors beside fields and the values typed. */
export type FormResult =
  | { ok: true; message: string }
  | { ok: false; message?: string; errors: Record<string, string>; values: Record<string, string> };
