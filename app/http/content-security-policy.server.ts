import { createHash } from "node:crypto";
import { INLINE_SCRIPTS } from "~/ui/inline-scripts";

/**
 * The Content-Security-Policy: scripts run only from our origin, or with the response's nonce,
 * or, on a page shared by caches, when they are one of the inline scripts the application
 * writes (their hashes, known from the build, never taken from the page being sent).
 */
export function contentSecurityPolicy(scriptSources: readonly string[], https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The CSP source of one inline script: its SHA-256. */
function scriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** The hashes of every inline script the application writes (app/ui/inline-scripts.ts). */
const INLINE_SCRIPT_HASHES: readonly string[] = INLINE_SCRIPTS.map(scriptHash);

/** The policy of a page shared by caches: no nonce, the application's inline scripts only. */
export function sharedPagePolicy(https: boolean): string {
  return contentSecurityPolicy(INLINE_SCRIPT_HASHES, https);
}
