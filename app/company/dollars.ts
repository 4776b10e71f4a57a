/**
 * Whole dollars as people type them: "$1,000,000", "1,000,000" or "1000000" give 1000000; a
 * blank gives undefined (the schema says whether that is allowed); anything else a number the
 * schema refuses (NaN, or a fraction). A Zod `preprocess` step: the company profile's amounts and
 * the subcontractors' minimum limits read them alike.
 */
export function typedDollars(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const digits = value.replace(/[$,\s]/g, "");
  return digits === "" ? undefined : Number(digits);
}
