/**
 * An amount of dollars as people type it, for a schema's `z.preprocess`: "$38", "$1,000,000",
 * "1 000" and "38" are numbers; blank is undefined (the schema's "required"); anything else is
 * NaN, which a number schema refuses with its own message. Whether cents are allowed is the
 * schema's rule (`.int()`).
 */
export function typedDollars(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const amount = value.replace(/[$,\s]/g, "");
  if (amount === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(amount) ? Number(amount) : Number.NaN;
}
