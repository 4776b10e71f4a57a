import type { RequestHandler } from "express";
import { IMAGES_PREFIX } from "~/company/images/image-urls";
import {
  type CompanyImages,
  FIXED_FILES,
  type ImageFile,
  SET_FILES,
  type SetFile,
} from "~/company/images/images.server";

/**
 * Serves the company's pictures (app/company/images/images.server.ts). A set's files live under its key
 * and never change: cached for a year. An address of another set (an older logo, a page rendered
 * before the last save, another process not yet polled) is sent on to the current set's file.
 * The favicon and the manifest keep fixed addresses: browsers check them again each time (ETag).
 */
export function companyImageRoutes(images: CompanyImages): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const fixed = FIXED_FILES.find((name) => req.path === `/${name}`);
    if (fixed) {
      send(images.file(fixed), "public, max-age=0, must-revalidate");
      return;
    }
    if (!req.path.startsWith(IMAGES_PREFIX)) return next();
    const [key, name, ...rest] = req.path.slice(IMAGES_PREFIX.length).split("/");
    if (!key || rest.length > 0 || !SET_FILES.includes(name as SetFile)) return next();
    if (key !== images.key()) {
      res.set("Cache-Control", "no-store").redirect(302, `${IMAGES_PREFIX}${images.key()}/${name}`);
      return;
    }
    send(images.file(name as SetFile), "public, max-age=31536000, immutable");

    function send(made: Promise<ImageFile | null>, cacheControl: string) {
      made.then((file) => {
        if (!file) return next();
        res.set({ "Cache-Control": cacheControl, ETag: file.etag, Vary: "Accept-Encoding" });
        if (req.headers["if-none-match"] === file.etag) {
          res.status(304).end();
          return;
        }
        const encoding = chooseEncoding(file, req.headers["accept-encoding"]);
        const body = encoding ? file[encoding] : file.body;
        if (encoding) res.set("Content-Encoding", encoding);
        res.type(file.type).set("Content-Length", String(body?.length ?? 0));
        res.end(req.method === "HEAD" ? undefined : body);
      }, next);
    }
  };
}

function chooseEncoding(file: ImageFile, accepted: string | undefined): "br" | "gzip" | null {
  const names = (accepted ?? "").toLowerCase();
  if (file.br && /\bbr\b/.test(names)) return "br";
  if (file.gzip && /\bgzip\b/.test(names)) return "gzip";
  return null;
}
