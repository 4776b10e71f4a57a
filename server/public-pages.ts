import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { PRERENDER_NONCE } from "~/ui/nonce";

/**
 * Pages that are the same for every visitor (or for every signed-out visitor), and the build's hashed assets, kept in memory ready
 * to send: compressed once (Brotli and gzip; identity for clients that take neither), with an
 * ETag answered by 304 Not Modified. A request for one costs a map look-up and one write
 * (docs/performance.md; docs/decisions/0016).
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One response body in the three encodings a client may accept. */
export interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong validator of the content: each encoding's ETag adds its own suffix. */
  tag: string;
}

export type Encoding = "br" | "gzip" | "identity";

/**
 * Brotli's quality for what is compressed once. 11 (the highest) made bodies 2 to 3 % smaller
 * than 10 for four times the CPU (about 0.6 s a page on a busy 2-core machine, so seconds of
 * start-up for the kept pages), and its buffers, allocated on libuv's threads, stayed in those
 * threads' memory arenas: about 25 MB of the idle server's resident memory against 12 MB at 10
 * (docs/performance.md, "Memory").
 */
const BROTLI_QUALITY = 10;

export async function encodeOnce(body: Buffer, compress = true): Promise<Encoded> {
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  if (!compress) return { identity: body, br: body, gzip: body, tag };
  const [br, gz] = await Promise.all([
    // Run on libuv's thread pool, once per body.
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { identity: body, br, gzip: gz, tag };
}

/**
 * The encoding to send for an Accept-Encoding header: Brotli, else gzip, else none. A coding
 * given `q=0` is refused by the client and not chosen.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let gzipAccepted = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (coding !== "br" && coding !== "gzip" && coding !== "*") continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    if (coding === "br" || coding === "*") return "br";
    gzipAccepted = true;
  }
  return gzipAccepted ? "gzip" : "identity";
}

/** Whether the client's cached copy (If-None-Match) is this content, in any encoding. */
function notModified(req: IncomingMessage, tag: string): boolean {
  const header = req.headers["if-none-match"];
  return header !== undefined && (header.trim() === "*" || header.includes(tag));
}

/** A body with the complete headers of each of its encodings, built once. */
export interface Prepared {
  tag: string;
  identity: { bytes: Buffer; headers: OutgoingHttpHeaders };
  br: { bytes: Buffer; headers: OutgoingHttpHeaders };
  gzip: { bytes: Buffer; headers: OutgoingHttpHeaders };
  compressible: boolean;
  notModifiedHeaders: OutgoingHttpHeaders;
}

export function prepare(
  body: Encoded,
  headers: Readonly<Record<string, string>>,
  compressible: boolean,
): Prepared {
  // What else the content depends on (Cookie, for a page kept for signed-out visitors).
  const vary = [compressible ? "Accept-Encoding" : "", headers.Vary ?? ""]
    .filter(Boolean)
    .join(", ");
  const variant = (encoding: Encoding) => {
    const bytes = body[encoding];
    const all: OutgoingHttpHeaders = {
      ...headers,
      ETag: encoding === "identity" ? `"${body.tag}"` : `"${body.tag}-${encoding}"`,
      "Content-Length": bytes.byteLength,
    };
    if (vary) all.Vary = vary;
    if (encoding !== "identity") all["Content-Encoding"] = encoding;
    return { bytes, headers: all };
  };
  return {
    tag: body.tag,
    identity: variant("identity"),
    br: variant("br"),
    gzip: variant("gzip"),
    compressible,
    notModifiedHeaders: {
      ...headers,
      ETag: `"${body.tag}"`,
      ...(vary ? { Vary: vary } : {}),
    },
  };
}

/** Writes a kept page as the answer to a request that is not a read (a form's post): 200. */
export function sendAnswer(req: IncomingMessage, res: ServerResponse, body: Prepared): void {
  const variant = body[chooseEncoding(req.headers["accept-encoding"])];
  res.writeHead(200, variant.headers);
  res.end(variant.bytes);
}

/** Writes the encoding the client takes, or 304, or the headers alone for HEAD. */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, body: Prepared): void {
  if (notModified(req, body.tag)) {
    res.writeHead(304, body.notModifiedHeaders);
    res.end();
    return;
  }
  const variant = body.compressible
    ? body[chooseEncoding(req.headers["accept-encoding"])]
    : body.identity;
  res.writeHead(200, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.bytes);
}

// ---------------------------------------------------------------------------------------------
// Public pages

/** A rendered page, its bytes fixed, with the policy that lets exactly its inline scripts run. */
export type ReadyPage = Prepared;

export interface PublicPagesOptions {
  /** Canonical paths of the pages that are the same for everyone. */
  paths: readonly string[];
  /**
   * Paths of pages that are the same for every signed-out visitor (a sign-in page): kept like
   * the others, and sent only to a request with no session and no query; any other request for
   * them is rendered per request, as before.
   */
  signedOutPaths?: readonly string[];
  /**
   * Addresses with a query whose pages are kept as answers the server sends itself (a form's
   * success page): never sent to a GET, which is keyed by path alone (see `answer`).
   */
  answers?: readonly string[];
  /** Whether a request carries a session (its cookie): then no signed-out page is sent to it. */
  carriesSession?: (req: IncomingMessage) => boolean;
  /** Renders a page through React Router, with the placeholder nonce (see `fixPage`). */
  render: (pagePath: string) => Promise<globalThis.Response>;
  /** Every response's security headers but the Content-Security-Policy. */
  securityHeaders: Readonly<Record<string, string>>;
  /** The Content-Security-Policy for the given script sources (hashes). */
  policy: (scriptSources: readonly string[]) => string;
  onError: (error: unknown, pagePath: string) => void;
}

export interface PublicPages {
  /** Sends the page if it is ready (synchronously; true when sent). */
  serveReady: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Express middleware for the rest: renders a listed page not ready yet, passes others on. */
  handle: (req: Request, res: Response, next: NextFunction) => void;
  /** A kept answer, rendered on first use; null for an address not listed or not kept. */
  answer: (address: string) => Promise<ReadyPage | null>;
  /** Renders every page now, so that the first visitors do not wait for it. */
  warm: () => Promise<void>;
  /**
   * Drops every rendered page: each is rendered again on its next request. The cache's version
   * rises by one; pages being rendered under an older version are not kept. This is the entry
   * point for whatever changes what the pages show (data edited by the office, a signal from
   * another instance).
   */
  invalidate: () => void;
  readonly version: number;
}

/** The page's key: its path without the query and trailing slashes. */
export function pagePathOf(url: string): string {
  const end = url.indexOf("?");
  const pathname = end === -1 ? url : url.slice(0, end);
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

const RETRY_AFTER_FAILURE_MS = 5_000;

export function publicPages(options: PublicPagesOptions): PublicPages {
  const signedOut = new Set(options.signedOutPaths ?? []);
  const listed = new Set([...options.paths, ...signedOut]);
  const answers = new Set(options.answers ?? []);
  const carriesSession = options.carriesSession ?? (() => true);
  /** Whether the kept page of this path is the one for this request. */
  const keptPageFits = (pagePath: string, req: IncomingMessage) =>
    !signedOut.has(pagePath) || (!req.url?.includes("?") && !carriesSession(req));
  let version = 0;
  /** Pages ready to send, read synchronously on the hot path. */
  const ready = new Map<string, ReadyPage>();
  /** Renders in progress (or done: null when the page could not be kept), one per path. */
  const pending = new Map<string, Promise<ReadyPage | null>>();
  /** When a page last failed to render: it is rendered per request for a while (an outage). */
  const failedAt = new Map<string, number>();

  function load(pagePath: string): Promise<ReadyPage | null> {
    const known = pending.get(pagePath);
    if (known) return known;
    const renderedUnder = version;
    const promise: Promise<ReadyPage | null> = renderPage(
      pagePath,
      options,
      signedOut.has(pagePath),
    )
      .then((page) => {
        if (version === renderedUnder) ready.set(pagePath, page);
        return page;
      })
      .catch((error: unknown) => {
        options.onError(error, pagePath);
        // Rendered per request meanwhile; tried again on a request after a pause.
        if (pending.get(pagePath) === promise) pending.delete(pagePath);
        failedAt.set(pagePath, Date.now());
        return null;
      });
    pending.set(pagePath, promise);
    return promise;
  }

  const isRead = (method: string | undefined) => method === "GET" || method === "HEAD";

  return {
    serveReady(req, res) {
      if (!isRead(req.method)) return false;
      const pagePath = pagePathOf(req.url ?? "/");
      const page = ready.get(pagePath);
      if (!page || !keptPageFits(pagePath, req)) return false;
      sendPrepared(req, res, page);
      return true;
    },
    handle(req, res, next) {
      if (!isRead(req.method)) return next();
      const pagePath = pagePathOf(req.url);
      if (!listed.has(pagePath) || !keptPageFits(pagePath, req)) return next();
      if (Date.now() - (failedAt.get(pagePath) ?? 0) < RETRY_AFTER_FAILURE_MS) return next();
      load(pagePath).then((page) => (page ? sendPrepared(req, res, page) : next()), next);
    },
    answer(address) {
      if (!answers.has(address)) return Promise.resolve(null);
      return Promise.resolve(ready.get(address) ?? load(address));
    },
    async warm() {
      for (const pagePath of [...listed, ...answers]) await load(pagePath);
    },
    invalidate() {
      version += 1;
      ready.clear();
      pending.clear();
      failedAt.clear();
    },
    get version() {
      return version;
    },
  };
}

async function renderPage(
  pagePath: string,
  options: PublicPagesOptions,
  forSignedOut: boolean,
): Promise<ReadyPage> {
  const response = await options.render(pagePath);
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !type.startsWith("text/html")) {
    throw new Error(`rendering answered ${response.status} ${type}, not a page to keep`);
  }
  if (response.headers.has("set-cookie")) throw new Error("rendering set a cookie");
  const { html, scriptHashes } = fixPage(await response.text());
  const headers = {
    ...options.securityHeaders,
    "Content-Security-Policy": options.policy(scriptHashes),
    "Content-Type": "text/html; charset=utf-8",
    // Revalidated on every visit (ETag): a change of the page shows on the next load.
    "Cache-Control": "no-cache",
    // A signed-in visitor's request for the same address gets another answer (a redirect).
    ...(forSignedOut ? { Vary: "Cookie" } : {}),
  };
  return prepare(await encodeOnce(Buffer.from(html, "utf8")), headers, true);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Makes a page rendered with the placeholder nonce the same for everyone: the nonce attributes
 * go, and the policy lists the SHA-256 of each inline script instead, so an injected script
 * still does not run.
 */
export function fixPage(rendered: string): { html: string; scriptHashes: string[] } {
  const html = rendered.replaceAll(` nonce="${PRERENDER_NONCE}"`, "");
  if (html.includes(PRERENDER_NONCE)) throw new Error("the placeholder nonce is left in the page");
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return { html, scriptHashes: [...hashes] };
}

// ---------------------------------------------------------------------------------------------
// Hashed assets

const ASSET_TYPES: Record<string, { type: string; compress: boolean }> = {
  ".js": { type: "text/javascript; charset=utf-8", compress: true },
  ".css": { type: "text/css; charset=utf-8", compress: true },
  ".json": { type: "application/json; charset=utf-8", compress: true },
  ".svg": { type: "image/svg+xml", compress: true },
  ".map": { type: "application/json; charset=utf-8", compress: true },
  ".woff2": { type: "font/woff2", compress: false },
  ".woff": { type: "font/woff", compress: false },
  ".png": { type: "image/png", compress: false },
  ".jpg": { type: "image/jpeg", compress: false },
  ".webp": { type: "image/webp", compress: false },
};

const ASSETS_PREFIX = "/assets/";
/** A plain file name: no folder, no dot-dot, nothing to escape the assets folder with. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

export interface HashedAssets {
  /** Sends the file if it is in memory already (synchronously; true when sent). */
  serveReady: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Express middleware, mounted at /assets: reads and keeps a file on its first request. */
  handle: (req: Request, res: Response, next: NextFunction) => void;
}

/**
 * The build's hashed files (`/assets/…`), read and compressed on their first request and kept:
 * their names change with their content, so browsers keep them a year. A name that is not a
 * plain file of a known type, or a missing file, passes on (to the static middleware's 404).
 */
export function hashedAssets(
  directory: string,
  securityHeaders: Readonly<Record<string, string>>,
): HashedAssets {
  const pending = new Map<string, Promise<Prepared | null>>();
  const ready = new Map<string, Prepared>();

  function load(name: string): Promise<Prepared | null> | undefined {
    const kind = ASSET_NAME.test(name) ? ASSET_TYPES[path.extname(name).toLowerCase()] : undefined;
    if (!kind) return undefined;
    let promise = pending.get(name);
    if (!promise) {
      const headers = {
        ...securityHeaders,
        "Content-Type": kind.type,
        "Cache-Control": "public, max-age=31536000, immutable",
      };
      promise = readFile(path.join(directory, name))
        .then((bytes) => encodeOnce(bytes, kind.compress))
        .then((encoded) => {
          const prepared = prepare(encoded, headers, kind.compress);
          ready.set(name, prepared);
          return prepared;
        })
        .catch(() => {
          pending.delete(name); // missing today; a later build may bring it
          return null;
        });
      pending.set(name, promise);
    }
    return promise;
  }

  const isRead = (method: string | undefined) => method === "GET" || method === "HEAD";

  return {
    serveReady(req, res) {
      const url = req.url ?? "";
      if (!isRead(req.method) || !url.startsWith(ASSETS_PREFIX)) return false;
      const query = url.indexOf("?");
      const file = ready.get(url.slice(ASSETS_PREFIX.length, query === -1 ? undefined : query));
      if (!file) return false;
      sendPrepared(req, res, file);
      return true;
    },
    handle(req, res, next) {
      const loading = isRead(req.method) ? load(req.path.slice(1)) : undefined;
      if (!loading) return next();
      loading.then((file) => (file ? sendPrepared(req, res, file) : next()), next);
    },
  };
}
