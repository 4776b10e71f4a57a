import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { type Encoded, encodeOnce, sendEncoded } from "./encoded";

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

/** A plain file name: no folder, no dot-dot, nothing to escape the assets folder with. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

interface Asset {
  body: Encoded;
  headers: Record<string, string>;
}

/** The build's hashed files: answered from memory in front of the app, or loaded by it. */
interface HashedAssets {
  /**
   * In front of the application, like the shared cache: a GET or HEAD of a file already in
   * memory is answered; false for anything else.
   */
  serveLoaded: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Express middleware mounted at /assets: loads a file on its first request and sends it. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
}

/**
 * The build's hashed files (`/assets/…`): read and compressed on their first request and kept.
 * Their names change with their content, so browsers keep them a year. A name that is not a
 * plain file of a known type, or a missing file, passes on (to the static middleware's 404).
 */
export function hashedAssets(
  directory: string,
  extraHeaders: Readonly<Record<string, string>> = {},
): HashedAssets {
  const loading = new Map<string, Promise<Asset | null>>();
  const loaded = new Map<string, Asset>();

  function load(name: string): Promise<Asset | null> | undefined {
    const kind = ASSET_NAME.test(name) ? ASSET_TYPES[path.extname(name).toLowerCase()] : undefined;
    if (!kind) return undefined;
    let promise = loading.get(name);
    if (!promise) {
      promise = readFile(path.join(directory, name))
        .then((bytes) => encodeOnce(bytes, kind.compress))
        .then((body) => {
          const asset = {
            body,
            headers: {
              ...extraHeaders,
              "Content-Type": kind.type,
              "Cache-Control": "public, max-age=31536000, immutable",
            },
          };
          loaded.set(name, asset);
          return asset;
        })
        .catch(() => {
          loading.delete(name); // missing today; a later build may bring it
          return null;
        });
      loading.set(name, promise);
    }
    return promise;
  }

  return {
    serveLoaded(req, res) {
      if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith(PREFIX)) {
        return false;
      }
      const asset = loaded.get(req.url.slice(PREFIX.length).split("?")[0] ?? "");
      if (asset) sendEncoded(req, res, asset.body, asset.headers);
      return asset !== undefined;
    },
    middleware(req, res, next) {
      const pending =
        req.method === "GET" || req.method === "HEAD" ? load(req.path.slice(1)) : undefined;
      if (!pending) return next();
      pending.then(
        (asset) => (asset ? sendEncoded(req, res, asset.body, asset.headers) : next()),
        next,
      );
    },
  };
}

const PREFIX = "/assets/";
