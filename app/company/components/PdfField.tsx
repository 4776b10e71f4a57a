import { Field, inputClass } from "~/forms/fields";

/** The file input's button, in the admin's colours. */
export const FILE_INPUT_CLASS = `${inputClass} file:mr-3 file:rounded file:border-0 file:bg-navy-800 file:px-3 file:py-1 file:text-white`;

/**
 * A PDF the company keeps (the W-9, the certificate of insurance): one file input with its label,
 * hint and error; the files module checks what arrives (app/files/kinds.ts).
 */
export function PdfField({
  name,
  label,
  hint,
  error,
  optional,
}: {
  name: string;
  label: string;
  hint: string;
  error?: string;
  optional?: boolean;
}) {
  return (
    <Field
      idPrefix="company"
      name={name}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept="application/pdf,.pdf"
          className={FILE_INPUT_CLASS}
        />
      )}
    </Field>
  );
}
