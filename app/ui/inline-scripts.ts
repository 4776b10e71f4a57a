/**
 * Every inline script the application writes into a page, as the build holds it. A page shared
 * by caches cannot carry a per-request nonce: its policy lists the hashes of these, and only
 * these (app/http/content-security-policy.server.ts), so a script injected into a page never
 * runs. A new inline script goes here, or it is refused on shared pages.
 */

/**
 * Marks the document as scripted before first paint, so reveal animations never hide content
 * from visitors without JavaScript; puts Zod in jitless mode before any schema exists
 * (otherwise it probes for eval, which the policy refuses and reports).
 */
export const BOOT_SCRIPT =
  "document.documentElement.dataset.js='';window.__zod_globalConfig={jitless:true}";

export const INLINE_SCRIPTS: readonly string[] = [BOOT_SCRIPT];
