import { FALLBACK_ORIGIN } from "./seo";

/**
 * The site's public origin for canonical and social URLs. A running server knows it from its
 * validated config (PUBLIC_URL, or localhost and its port); at build time, when pages are
 * prerendered without a load context, the environment's PUBLIC_URL or the local default is used.
 * The Host header is never trusted for this: it would let anyone rewrite the canonical URLs.
 */
export function siteOrigin(context?: { config?: { publicUrl?: string } } | null): string {
  const configured = context?.config?.publicUrl || process.env.PUBLIC_URL || FALLBACK_ORIGIN;
  try {
    return new URL(configured).origin;
  } catch {
    return FALLBACK_ORIGIN;
  }
}
