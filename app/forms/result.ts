/** Field name → the message shown beside that field. */
export type FieldErrors = Record<string, string>;

/** Field name → what the person typed, given back so that nothing typed is lost. */
export type FormValues = Record<string, string>;

/**
 * What a form's action answers: a message to show, or the errors beside the fields together with
 * the values typed. The same shape whether a page or a script reads it.
 */
export type FormResult =
  | { ok: true; message: string }
  | { ok: false; message?: string; errors: FieldErrors; values: FormValues };

/** The errors and typed values of a failed answer; empty for a success or no answer yet. */
export function typedBack(result: FormResult | undefined): {
  errors: Partial<FieldErrors>;
  values: Partial<FormValues>;
} {
  return result && !result.ok ? result : { errors: {}, values: {} };
}

/** A field's props from what a failed answer gave back: its id prefix, name, error and value. */
export function fieldProps(
  idPrefix: string,
  { errors, values }: { errors: Partial<FieldErrors>; values: Partial<FormValues> },
) {
  return (name: string) => ({
    idPrefix,
    name,
    error: errors[name],
    defaultValue: values[name] ?? "",
  });
}
