/**
 * Why an error means the database cannot be reached right now (it is restarting, down, or
 * refusing connections), as opposed to a fault in a query: the code or driver message that says
 * so ("ECONNREFUSED", "57P01"), for the logs (the wrapped error's own message quotes the query
 * and its parameters, which may hold personal data); undefined for any other error. Drizzle wraps
 * driver errors, and connecting to a host name can fail once per address: the causes are searched.
 */
export function unavailableReason(error: unknown, depth = 0): string | undefined {
  if (typeof error !== "object" || error === null || depth > 8) return undefined;
  const { code, message, cause, errors } = error as Record<string, unknown>;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) {
    return code;
  }
  if (typeof message === "string" && DRIVER_MESSAGES.some((text) => message.includes(text))) {
    return message;
  }
  const inner = Array.isArray(errors) ? [cause, ...errors] : [cause];
  for (const candidate of inner) {
    const reason = unavailableReason(candidate, depth + 1);
    if (reason) return reason;
  }
  return undefined;
}

/** The socket to the database failed. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's own codes: class 08 (connection exceptions), 57P01-57P03 (shutting down,
 * crashed, starting up) and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ["57P01", "57P02", "57P03", "53300"].includes(code);
}

/** node-postgres reports a lost or never-made connection in words only. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "is not queryable",
];
