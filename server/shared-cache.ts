import type { NextFunction, Request, Response } from "express";
import CachePolicy from "http-cache-semantics";
import { isSharedAnswer } from "~/http/cache-control";
import { type Encoded, encodeOnce, sendEncoded } from "./encoded";
import { sendFetchResponse } from "./fetch-bridge";

/**
 * The server's shared cache (docs/decisions/0037): the in-process equivalent of a reverse
 * proxy's micro-cache in front of the application. It keeps only answers that say they may be
 * shared (`public` with `s-maxage`), under their address and the request headers their `Vary`
 * names, compressed once, with an ETag (304 to a browser that has them); it follows the HTTP
 * caching rules of `http-cache-semantics` (freshness, Vary, the request's own directives).
 * `clear()` empties it (the company profile changed, here or on another instance).
 */
export interface SharedCache {
  /**
   * Express middleware, mounted early (before static files are looked for): a GET or HEAD
   * answered from the cache when a kept answer satisfies it; anything else passes on.
   */
  serveKept: (req: Request, res: Response, next: NextFunction) => void;
  /**
   * Express handler, last: what was not served from the cache is answered by `render`, and
   * what may be shared is kept.
   */
  handle: (
    render: (req: Request, res: Response) => Promise<globalThis.Response>,
  ) => (req: Request, res: Response, next: NextFunction) => void;
  clear: () => void;
  /** Answers kept now. */
  readonly size: number;
}

interface Kept {
  policy: CachePolicy;
  body: Encoded;
}

/** Response headers the cache never stores: the body is sent anew, in its own encoding. */
const NOT_KEPT = new Set(["content-length", "content-encoding", "etag", "set-cookie"]);

export function sharedCache(options: { maxBytes: number }): SharedCache {
  /** Address → the answers kept for it (one per variant its Vary names), oldest use first. */
  const kept = new Map<string, Kept[]>();
  let bytes = 0;
  let generation = 0;

  const policyRequest = (req: Request) => ({
    url: req.originalUrl,
    // A HEAD is answered from a kept GET, without its body.
    method: "GET",
    headers: req.headers as Record<string, string>,
  });

  function find(req: Request): Kept | undefined {
    const variants = kept.get(req.originalUrl);
    if (!variants) return undefined;
    const request = policyRequest(req);
    const found = variants.find((entry) => entry.policy.satisfiesWithoutRevalidation(request));
    if (found) {
      // Most recently used last: eviction takes the first addresses.
      kept.delete(req.originalUrl);
      kept.set(req.originalUrl, variants);
    }
    return found;
  }

  function keep(url: string, entry: Kept) {
    const variants = (kept.get(url) ?? []).filter((other) => {
      const stale = other.policy.timeToLive() <= 0;
      if (stale) bytes -= other.body.size;
      return !stale;
    });
    variants.push(entry);
    kept.delete(url);
    kept.set(url, variants);
    bytes += entry.body.size;
    for (const [address, old] of kept) {
      if (bytes <= options.maxBytes) break;
      kept.delete(address);
      for (const dropped of old) bytes -= dropped.body.size;
    }
  }

  function headersOf(policy: CachePolicy): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(policy.responseHeaders())) {
      if (value !== undefined && !NOT_KEPT.has(name)) headers[name] = String(value);
    }
    return headers;
  }

  async function renderAndKeep(
    render: (req: Request, res: Response) => Promise<globalThis.Response>,
    req: Request,
    res: Response,
  ) {
    const renderedIn = generation;
    const response = await render(req, res);
    const headers = Object.fromEntries(response.headers);
    const policy = new CachePolicy(
      policyRequest(req),
      { status: response.status, headers },
      { shared: true },
    );
    // Only a 200 is kept: the kept answers are sent as 200 (a closed job posting's 410 is not).
    const shareable =
      req.method === "GET" &&
      response.status === 200 &&
      isSharedAnswer(response.headers.get("cache-control")) &&
      !response.headers.has("set-cookie") &&
      policy.storable();
    if (!shareable) return sendFetchResponse(res, response);
    const body = await encodeOnce(Buffer.from(await response.arrayBuffer()));
    // Rendered before a change that emptied the cache: sent, not kept.
    if (renderedIn === generation) keep(req.originalUrl, { policy, body });
    sendEncoded(req, res, body, headersOf(policy));
  }

  return {
    serveKept(req, res, next) {
      const hit = req.method === "GET" || req.method === "HEAD" ? find(req) : undefined;
      if (!hit) return next();
      sendEncoded(req, res, hit.body, headersOf(hit.policy));
    },
    handle: (render) => (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") {
        render(req, res)
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
