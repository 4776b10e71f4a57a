/**
 * A person's name as a key: how an account, a hire and the form service's submissions are matched
 * to one person (docs/product.md#new-hires-portal).
 */

/** Spaces collapsed, control characters dropped, trimmed: what a person typed, tidied. */
export function tidyName(value: string): string {
  return value
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(/\p{Cc}/gu, "")
    .trim();
}

/** The matching key: lowercase 'first last' (matching ignores case, docs/product.md#new-hires-portal). */
export function personKey(first: string, last: string): string {
  return tidyName(`${first} ${last}`).toLowerCase();
}
