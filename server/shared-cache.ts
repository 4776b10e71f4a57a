import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import CachePolicy from "http-cache-semantics";
import type { Logger } from "pino";
import { isSharedAnswer } from "~/http/cache-control";
import { type Encoded, encodeOnce, sendEncoded } from "./encoded";
import { fetchRequestOf, sendFetchResponse } from "./fetch-bridge";
import { redactUrl } from "./logger";

/**
 * The server's shared cache (docs/decisions/0037, 0070, 0075): the in-process equivalent of a
 * reverse proxy's micro-cache in front of the application. It keeps only answers that say they
 * may be shared (`public` with `s-maxage`), under their address and the request headers their
 * `Vary` names, compressed once, with an ETag (304 to a browser that has them); it follows the
 * HTTP caching rules of `http-cache-semantics` (freshness, Vary), as a proxy configured for this
 * site would:
 * - it asks the application for the address it keeps (`origin` and the request's path), and
 *   keeps an answer only when that is the address the page was rendered for;
 * - a client's own directives (`Cache-Control: no-cache`, `Pragma`) are not obeyed: a visitor
 *   cannot make it render and compress a page again, nor keep one out of it;
 * - requests carrying a cookie the site reads (a session, a form's answer: `readsCookies`) are
 *   never answered from it and never fill it; other cookies change nothing, so they make no
 *   variant of their own;
 * - an address keeps at most `MAX_VARIANTS` answers.
 * `clear()` empties it (the company profile changed, here or on another instance).
 */
export interface SharedCache {
  /**
   * In front of the application, where a reverse proxy would stand (server/app.ts): a GET or
   * HEAD answered from the cache when a kept answer satisfies it, with the headers it was first
   * sent with (security headers included) and a line in the request log. False when there is
   * none: the application answers.
   */
  serveKept: (req: IncomingMessage, res: ServerResponse) => boolean;
  /**
   * Express handler, last: what was not served from the cache is answered by `render`, and
   * what may be shared is kept.
   */
  handle: (render: Render) => (req: Request, res: Response, next: NextFunction) => void;
  clear: () => void;
  /** Answers kept now. */
  readonly size: number;
}

/** Renders the Fetch request the cache built (the address it keeps) for Express's request. */
type Render = (
  request: globalThis.Request,
  req: Request,
  res: Response,
) => Promise<globalThis.Response>;

interface SharedCacheOptions {
  maxBytes: number;
  /** PUBLIC_URL's origin: every page is rendered for an address there. */
  origin: string;
  /** Whether a Cookie header carries a cookie the site reads (signed in, a form's answer). */
  readsCookies: (cookieHeader: string | undefined) => boolean;
  log?: Logger;
}

interface Kept {
  policy: CachePolicy;
  body: Encoded;
  /** The headers set before rendering (the security headers), sent again with every hit. */
  before: Record<string, string>;
}

/** Response headers the cache never stores: the body is sent anew, in its own encoding. */
const NOT_KEPT = new Set(["content-length", "content-encoding", "etag", "set-cookie"]);

/**
 * Answers kept for one address, one per value of the headers their Vary names: pages vary on
 * Cookie alone, which makes one variant here (above); a bound all the same, oldest use first out.
 */
export const MAX_VARIANTS = 4;

/** Request headers the cache's rules never read: the client's directives, its cookies. */
const NOT_MATCHED = new Set(["cache-control", "pragma", "cookie"]);

export function sharedCache(options: SharedCacheOptions): SharedCache {
  /** Address → the answers kept for it (one per variant its Vary names), oldest use first. */
  const kept = new Map<string, Kept[]>();
  let bytes = 0;
  let generation = 0;

  // A HEAD is answered from a kept GET, without its body.
  const policyRequest = (url: string, headers: IncomingHttpHeaders) => ({
    url,
    method: "GET",
    headers: matchedHeaders(headers),
  });
  const sharesWith = (req: IncomingMessage) => !options.readsCookies(req.headers.cookie);

  /** The kept answer that satisfies this request, with the headers to send it with. */
  function find(url: string, headers: IncomingHttpHeaders) {
    const variants = kept.get(url);
    if (!variants) return undefined;
    const request = policyRequest(url, headers);
    for (const entry of variants) {
      const { response, revalidation } = entry.policy.evaluateRequest(request);
      if (revalidation) continue;
      // Most recently used last: eviction takes the first addresses.
      kept.delete(url);
      kept.set(url, variants);
      return { entry, headers: sendable(response.headers, entry.before) };
    }
    return undefined;
  }

  function keep(url: string, entry: Kept) {
    const variants = (kept.get(url) ?? []).filter((other) => {
      const stale = other.policy.timeToLive() <= 0;
      if (stale) bytes -= other.body.size;
      return !stale;
    });
    variants.push(entry);
    while (variants.length > MAX_VARIANTS) bytes -= variants.shift()?.body.size ?? 0;
    kept.delete(url);
    kept.set(url, variants);
    bytes += entry.body.size;
    for (const [address, old] of kept) {
      if (bytes <= options.maxBytes) break;
      kept.delete(address);
      for (const dropped of old) bytes -= dropped.body.size;
    }
  }

  async function renderAndKeep(render: Render, req: Request, res: Response) {
    const renderedIn = generation;
    const before = headersSetOn(res);
    const request = fetchRequestOf(req, res, options.origin);
    const response = await render(request, req, res);
    // Only a 200 is kept: what is kept is sent as 200, and a page not found (an office removed)
    // must stay a 404 for search engines. A private answer (a signed-in page) fails the cheap
    // checks first and never pays for a cache policy.
    const candidate =
      req.method === "GET" &&
      response.status === 200 &&
      isSharedAnswer(response.headers.get("cache-control")) &&
      !response.headers.has("set-cookie") &&
      rendersAddress(request, req.originalUrl) &&
      sharesWith(req);
    if (!candidate) return sendFetchResponse(res, response);
    const policy = new CachePolicy(
      policyRequest(req.originalUrl, req.headers),
      { status: response.status, headers: Object.fromEntries(response.headers) },
      { shared: true },
    );
    if (!policy.storable()) return sendFetchResponse(res, response);
    const body = await encodeOnce(Buffer.from(await response.arrayBuffer()));
    // Rendered before a change that emptied the cache: sent, not kept.
    if (renderedIn === generation) keep(req.originalUrl, { policy, body, before });
    sendEncoded(req, res, body, sendable(policy.responseHeaders(), before));
  }

  return {
    serveKept(req, res) {
      if ((req.method !== "GET" && req.method !== "HEAD") || !sharesWith(req)) return false;
      const url = req.url ?? "/";
      const hit = find(url, req.headers);
      if (!hit) return false;
      sendEncoded(req, res, hit.entry.body, hit.headers);
      // What pino-http writes for the requests the application answers.
      if (options.log?.isLevelEnabled("info")) {
        options.log.info(
          {
            req: { method: req.method, url: redactUrl(url) },
            res: { statusCode: res.statusCode },
            cache: "hit",
          },
          "request completed",
        );
      }
      return true;
    },
    handle: (render) => (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") {
        Promise.resolve()
          .then(() => render(fetchRequestOf(req, res, options.origin), req, res))
          .then((response) => sendFetchResponse(res, response))
          .catch(next);
        return;
      }
      renderAndKeep(render, req, res).catch(next);
    },
    clear() {
      generation += 1;
      kept.clear();
      bytes = 0;
    },
    get size() {
      let count = 0;
      for (const variants of kept.values()) count += variants.length;
      return count;
    },
  };
}

/** The request's headers as the caching rules read them (`NOT_MATCHED` left out). */
function matchedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const matched: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !NOT_MATCHED.has(name)) matched[name] = String(value);
  }
  return matched;
}

/**
 * Whether the page rendered is the one at the address asked: its path and query are the
 * request's, byte for byte (an address the URL parser rewrites, `/a/../b`, is rendered, not kept).
 */
function rendersAddress(request: globalThis.Request, asked: string): boolean {
  const rendered = new URL(request.url);
  return `${rendered.pathname}${rendered.search}` === asked;
}

/** A kept answer's headers as sent: those set before rendering, then the answer's own. */
function sendable(
  answer: Record<string, string | string[] | undefined>,
  before: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = { ...before };
  for (const [name, value] of Object.entries(answer)) {
    if (value !== undefined && !NOT_KEPT.has(name)) headers[name] = String(value);
  }
  return headers;
}

/** The headers already set on an answer, as strings (those a kept answer leaves out excepted). */
function headersSetOn(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !NOT_KEPT.has(name) && name !== "vary") {
      headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
  }
  return headers;
}
