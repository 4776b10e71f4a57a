/**
 * A link's token (`token=` in a query string, also after an HTML-escaped `&amp;`), kept to its
 * first four characters: enough to tell links apart, not to use one. The same pattern serves the
 * admin's view of the outbox and the stored copy of a sent message (`markMailSent`), in
 * JavaScript and in PostgreSQL, whose regular expressions read it alike.
 */
export const LINK_TOKEN_PATTERN = "([?&;]token=[A-Za-z0-9%_-]{4})[A-Za-z0-9%_-]+";
export const MASKED_TOKEN_END = "…";

const linkToken = new RegExp(LINK_TOKEN_PATTERN, "g");

/** Masks every link token in a text; a masked one is left as it is. */
export function maskLinkTokens(text: string): string {
  return text.replace(linkToken, `$1${MASKED_TOKEN_END}`);
}
