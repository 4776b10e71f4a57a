import type { RequestScope } from "~/context";

/**
 * Whether an answer may be kept by a shared cache, said in HTTP (docs/decisions/0037): routes
 * say it, the server's shared cache (server/shared-cache.ts) and any proxy in front obey it. No
 * route knows that a cache exists.
 */

/** An answer built for one visitor (from their session, or a form's answer to them). */
export const PRIVATE_ANSWER = "private, no-store";

/**
 * How long a shared cache may keep a shared page. The server's own cache is emptied as soon as
 * the company profile changes, so this bounds only a proxy's copy (docs/operations.md).
 */
export const SHARED_SECONDS = 60;

/**
 * A page the same for every visitor without the site's cookies: shared caches keep it
 * `SHARED_SECONDS`; browsers ask again on every visit (`max-age=0`) and get 304 while it is
 * the same (its ETag).
 */
export const SHARED_ANSWER = `public, max-age=0, s-maxage=${SHARED_SECONDS}`;

/** A shared answer kept `seconds` at most by shared caches (at least 1). */
function sharedAnswerFor(seconds: number): string {
  return `public, max-age=0, s-maxage=${Math.max(1, Math.floor(seconds))}`;
}

/**
 * An answer to a request whose session was read (the request's scope says so, app/context.ts)
 * is the visitor's: sent `private, no-store` whatever its page said. The server applies it to
 * every answer (server/app.ts), so no path, letter case or route can leave it shareable: an
 * admin page at `/Admin/careers` matched no row of the page table and said nothing.
 */
export function privateWhenSessionRead(
  response: Response,
  scope: RequestScope | undefined,
): Response {
  if (!scope?.sessionRead) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", PRIVATE_ANSWER);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Headers for a loader or action whose answer must stay with the visitor. */
export const privateAnswer = { "Cache-Control": PRIVATE_ANSWER } as const;

/** The kinds of answers a page gives (the page table's `cache`, app/site/pages.ts). */
type PageCache = "shared" | "private" | undefined;

/** What of a request may change a shared page. */
interface PageRequest {
  /** It carries a cookie the site reads: a session, a form's answer. */
  readsCookies: boolean;
  /** Its address has a query: a return address, a name to look up, a campaign's tag. */
  hasQuery: boolean;
  /**
   * Seconds until the page changes by itself (a credential expires at midnight): a shared
   * answer is kept no longer than this, nor than `SHARED_SECONDS`.
   */
  sharedSeconds?: number | null;
}

/**
 * The Cache-Control (and Vary) of a page's answer to a request. A shared page is shared at its
 * bare address between requests that carry none of the cookies the site reads; with one of
 * those it is private (a signed-in visitor is sent elsewhere, a form's answer is shown), with a
 * query it is rendered for the request and said nothing about (the set of shared answers stays
 * the page table's).
 */
export function pageCacheHeaders(kind: PageCache, request: PageRequest): HeadersInit {
  if (kind === "private" || (kind === "shared" && request.readsCookies)) {
    return { "Cache-Control": PRIVATE_ANSWER };
  }
  if (kind === "shared" && !request.hasQuery) {
    const seconds = Math.min(SHARED_SECONDS, request.sharedSeconds ?? SHARED_SECONDS);
    return {
      "Cache-Control": seconds < SHARED_SECONDS ? sharedAnswerFor(seconds) : SHARED_ANSWER,
      Vary: "Cookie",
    };
  }
  return {};
}

/** How strict a Cache-Control is: what is said about the visitor outranks what is shared. */
function strictness(value: string | null): number {
  if (value === null) return 0;
  return /\b(private|no-store|no-cache)\b/i.test(value) ? 2 : 1;
}

interface HeadersArgs {
  parentHeaders: Headers;
  loaderHeaders: Headers;
  actionHeaders: Headers;
  errorHeaders: Headers | undefined;
}

/**
 * The `headers` export of the root and of any route whose loader or action says something of
 * its own: the parent's headers, with the route's own on top. Of the Cache-Control values the
 * strictest wins (a loader that read a session makes a shared page private); Vary values add
 * up. React Router adds the Set-Cookie headers itself.
 */
export function answerHeaders({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  for (const own of [loaderHeaders, actionHeaders, errorHeaders]) {
    if (!own) continue;
    for (const [name, value] of own) {
      if (name === "set-cookie") continue;
      if (name === "cache-control") {
        if (strictness(value) >= strictness(headers.get(name))) headers.set(name, value);
      } else if (name === "vary") {
        const fields = `${headers.get(name) ?? ""},${value}`.split(",").map((f) => f.trim());
        headers.set(name, [...new Set(fields.filter(Boolean))].join(", "));
      } else {
        headers.set(name, value);
      }
    }
  }
  return headers;
}

/** Whether an answer says a shared cache may keep it: `public` with an `s-maxage`. */
export function isSharedAnswer(cacheControl: string | null): boolean {
  return (
    cacheControl !== null &&
    /\bpublic\b/i.test(cacheControl) &&
    /\bs-maxage=\d+/i.test(cacheControl)
  );
}
