import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { PRERENDER_NONCE } from "~/ui/nonce";

/**
 * Serves the pages rendered at build time from memory, swapping the placeholder nonce for the
 * response's own so that the Content-Security-Policy holds. A path whose file is missing (a
 * build without prerendering) falls through to server rendering.
 */
export function prerenderedPages(clientDir: string, paths: readonly string[]): RequestHandler {
  const pages = new Map<string, string>();
  for (const pagePath of paths) {
    const file = path.join(clientDir, pagePath, "index.html");
    if (existsSync(file)) pages.set(pagePath, readFileSync(file, "utf8"));
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const html = pages.get(req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path);
    if (html === undefined) return next();
    res
      .status(200)
      .type("html")
      .set("Cache-Control", "no-cache")
      .send(html.replaceAll(PRERENDER_NONCE, String(res.locals.nonce)));
  };
}
