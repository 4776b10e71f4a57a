import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { uploadBodyMaxBytes } from "~/files/kinds";
import { contentSecurityPolicy } from "~/http/content-security-policy.server";
import { ADMIN_PAGES, adminPathPattern } from "~/layout/admin-area";
import { SC_EVENT_MAX_BYTES, SC_EVENTS_PATH } from "~/service/servicechannel/limits";
import { WORK_ORDER_PHOTOS_PER_POST } from "~/service/technician/photo-limits";

export { contentSecurityPolicy };

/**
 * Security headers for every response. Scripts run only from our origin or with the
 * per-request nonce; inline styles stay allowed because positioning libraries set them.
 */
export function securityHeaders(options: { hsts: boolean; csp?: boolean }): RequestHandler {
  const headers = securityHeaderValues(options.hsts);
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const csp = contentSecurityPolicy([`'nonce-${nonce}'`], options.hsts);
    const ownPolicy = answersWithOwnPolicy(req.path);
    // Development serves Vite's hot-reload client, which the policy would block.
    if (options.csp !== false && !ownPolicy) res.setHeader("Content-Security-Policy", csp);
    for (const [name, value] of Object.entries(headers)) {
      if (!(ownPolicy && name === "X-Content-Type-Options")) res.setHeader(name, value);
    }
    next();
  };
}

/**
 * Uploaded files and the capability statement set their own policy (`default-src 'none'`, no
 * sandbox for a PDF: app/files/serve.server.ts) and nosniff: added to the site's, a second
 * policy would apply too, and the header would be doubled.
 */
export function answersWithOwnPolicy(path: string): boolean {
  return path.startsWith("/files/") || path === "/capability-statement.pdf";
}

/** The security headers besides the Content-Security-Policy, the same on every response. */
export function securityHeaderValues(hsts: boolean): Readonly<Record<string, string>> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(hsts ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The pages whose form carries a file, as a browser posts to them with and without JavaScript,
 * each with the largest body its form may be: its files at their kind's limit and the fields
 * beside them (`uploadBodyMaxBytes`). Their bodies may be multipart; one declared past the
 * route's limit is refused here, unread. The page itself reads the rest through app/files (its
 * limit checks before a byte, the file streamed to disk and bounded). The documented nginx
 * configuration gives each the same limit (docs/operations.md, checked by security.test.ts).
 */
export const UPLOAD_ROUTES: readonly { pattern: RegExp; maxBytes: number }[] = [
  // The office's pages that take files, from the admin-page table (app/layout/admin-area.ts).
  ...ADMIN_PAGES.flatMap((page) =>
    page.maxBodyBytes
      ? [{ pattern: adminPathPattern(page.path, "(\\.data)?"), maxBytes: page.maxBodyBytes }]
      : [],
  ),
  // A subcontractor's own page (app/subcontractors/routes/documents.tsx), in both languages.
  {
    pattern: /^(\/es)?\/team\/subcontractors\/documents(\.data)?$/,
    maxBytes: uploadBodyMaxBytes("subcontractor-document"),
  },
  // A technician's work order (app/service/routes/team-work-order.tsx): its photos.
  {
    pattern: /^(\/es)?\/team\/work-orders\/[0-9a-f-]{36}(\.data)?$/,
    maxBytes: uploadBodyMaxBytes("work-order-photo", WORK_ORDER_PHOTOS_PER_POST),
  },
  // The service request form (app/service/routes/service.tsx): its photos, in both languages.
  {
    pattern: /^(\/es)?\/service(\.data)?$/,
    maxBytes: uploadBodyMaxBytes("work-order-photo", WORK_ORDER_PHOTOS_PER_POST),
  },
  // A job posting's application and its résumé.
  { pattern: /^(\/es)?\/careers\/[^/]+(\.data)?$/, maxBytes: uploadBodyMaxBytes("resume") },
];

/**
 * Machine-to-machine routes whose bodies may pass the site's 64 KB: ServiceChannel's events
 * (their route reads them within the same bound, app/service/servicechannel/limits.ts).
 */
const OWN_BODY_LIMITS: readonly { path: string; maxBytes: number }[] = [
  { path: SC_EVENTS_PATH, maxBytes: SC_EVENT_MAX_BYTES },
];

/** The largest body a path takes when it is an upload route's; undefined for any other. */
export function uploadLimitOf(path: string): number | undefined {
  const lower = path.toLowerCase();
  return UPLOAD_ROUTES.find((route) => route.pattern.test(lower))?.maxBytes;
}

/**
 * Bodies are small on this site (forms and JSON). A body must declare its length, so that an
 * oversized one is refused before a byte of it is read: 411 without a length, 413 over the limit.
 */
export function bodySizeLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"] === undefined) return next(); // no body at all
      res.status(411).type("text").send("Please send the request with a Content-Length header.");
      return;
    }
    const limit =
      uploadLimitOf(req.path) ??
      OWN_BODY_LIMITS.find((route) => route.path === req.path.toLowerCase())?.maxBytes ??
      maxBytes;
    if (!/^\d+$/.test(declared) || Number(declared) > limit) {
      res
        .status(413)
        .type("text")
        .send(`The request is too large: at most ${Math.floor(limit / 1024)} KB are accepted.`);
      return;
    }
    next();
  };
}

/**
 * Refuses state-changing requests sent by another site's page (CSRF): browsers say where a
 * request comes from in Sec-Fetch-Site and Origin. Server-to-server calls (webhooks) carry
 * neither and pass.
 */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const site = req.headers["sec-fetch-site"];
    const origin = req.headers.origin;
    const ownOrigin = `${req.protocol}://${req.headers.host}`;
    const crossSite =
      site === "cross-site" ||
      (origin !== undefined &&
        origin !== "null" &&
        origin !== publicOrigin &&
        origin !== ownOrigin);
    if (crossSite || origin === "null") {
      res.status(403).type("text").send("Requests from other sites are not accepted.");
      return;
    }
    next();
  };
}

/** The paths that read a body other than a form: JSON, and whatever the form service sends. */
const OWN_BODY_TYPES = ["/api/integrations/", "/api/webhooks/", "/api/servicechannel/"];

/** What every form of the site sends: an HTML form's default encoding, and React Router's. */
const FORM_BODY_TYPE = "application/x-www-form-urlencoded";
const MULTIPART_TYPE = "multipart/form-data";

/**
 * A page's action reads its body as a form, and reading anything else (JSON, text, no body at
 * all, a malformed multipart body) throws inside the action, which React Router answers with a
 * 500. Such writes are refused here with 415 and a clear message instead. Multipart is refused
 * too, except by the pages that upload a file (`UPLOAD_ROUTES`). The lead forms' script endpoint (/api/leads/) sends forms
 * too; only the JSON configuration API and the form service's webhook read their own body types.
 */
export function formBodiesOnly(): RequestHandler {
  return (req, res, next) => {
    const path = req.path.toLowerCase();
    if (
      !WRITE_METHODS.has(req.method) ||
      OWN_BODY_TYPES.some((prefix) => path.startsWith(prefix))
    ) {
      return next();
    }
    const type = req.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
    if (type === FORM_BODY_TYPE) return next();
    if (type === MULTIPART_TYPE && uploadLimitOf(req.path) !== undefined) return next();
    res.status(415).type("text").send(`Please send the form as ${FORM_BODY_TYPE}.`);
  };
}

/**
 * An address with an encoded NUL character (%00) is refused with 400: no link of the site has
 * one, and PostgreSQL text cannot hold it, so a query such as ?q=%00 would otherwise fail deep
 * inside a loader.
 */
export function refuseNulInAddress(): RequestHandler {
  return (req, res, next) => {
    if (!/%00/.test(req.originalUrl)) return next();
    res.status(400).type("text").send("The address contains a character that is not allowed.");
  };
}

/**
 * Behind a trusted proxy (TRUST_PROXY), X-Forwarded-Proto names the protocol the visitor used:
 * anything but http or https is refused with 400. Pages are rendered for PUBLIC_URL's address
 * whatever it says (server/fetch-bridge.ts); a value such as `http://host/privacy-policy#` once
 * made another page render for the path asked (docs/security.md#the-fourth-review).
 */
export function knownForwardedProtocol(): RequestHandler {
  return (req, res, next) => {
    if (req.protocol === "http" || req.protocol === "https") return next();
    res.status(400).type("text").send("The forwarded protocol must be http or https.");
  };
}
