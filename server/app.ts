import { readdirSync } from "node:fs";
import type { RequestListener } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { type CompanyImages, companyImages } from "~/company/images/images.server";
import type { CompanyStore } from "~/company/store.server";
import type { PublicSettings } from "~/context";
import type { DatabaseHandle } from "~/db/client.server";
import { privateWhenSessionRead } from "~/http/cache-control";
import { readsSiteCookies } from "~/layout/site-cookies";
import { clientLimitKey } from "~/limits/client-address";
import { leadWorkOrder } from "~/service/desk/lead-orders.server";
import { companyImageRoutes } from "./company-images";
import type { ServerConfig } from "./config";
import { hashedAssets } from "./hashed-assets";
import { type Logger, requestLogSerializers } from "./logger";
import { answerDatabaseOutagesWith503 } from "./outage";
import type { Secrets } from "./secrets";
import {
  bodySizeLimit,
  formBodiesOnly,
  knownForwardedProtocol,
  refuseNulInAddress,
  sameOriginWrites,
  securityHeaders,
  securityHeaderValues,
} from "./security";
import { type SharedCache, sharedCache } from "./shared-cache";
import { dropUnreadBodies } from "./unread-bodies";

interface AppDependencies {
  config: ServerConfig;
  secrets: Secrets;
  log: Logger;
  database: DatabaseHandle;
  settings: PublicSettings;
  company: CompanyStore;
  /** The React Router build, or a loader of it (development reloads it on every request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware serves source modules and hot updates. */
  devMiddleware?: express.RequestHandler;
  clientDir: string;
}

const HEALTH_TIMEOUT_MS = 2_000;
/**
 * A private page is compressed for one reader: at Brotli's quality 3 the office's pages cost
 * about 40 % less CPU to compress than at the middleware's 4, for about 5 % more bytes.
 */
const PER_ANSWER_COMPRESSION = {
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
} satisfies compression.CompressionOptions;

/** No form or JSON body on this site comes near this. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * What the HTTP server calls: the shared cache (server/shared-cache.ts), where a reverse proxy
 * would stand, then the Express app for whatever it does not hold (docs/decisions/0070).
 * `sharedCache` is emptied whenever the company profile changes.
 */
export type App = RequestListener & { sharedCache: SharedCache };

/** What the shared cache may hold: every public page in both languages takes a few MB. */
const SHARED_CACHE_BYTES = 32 * 1024 * 1024;

export function createApp(deps: AppDependencies): App {
  const { config, log, database } = deps;
  // A database outage answers 503 with a clear message, not React Router's 500.
  const build =
    typeof deps.build === "function"
      ? async () =>
          answerDatabaseOutagesWith503(await (deps.build as () => Promise<ServerBuild>)(), log)
      : answerDatabaseOutagesWith503(deps.build, log);
  const mode = config.isDevelopment ? "development" : "production";
  const handleRequest =
    typeof build === "function"
      ? async (request: Request, context: AppLoadContext) =>
          createRequestHandler(await build(), mode)(request, context)
      : createRequestHandler(build, mode);
  const loadContext = (req: express.Request, res: express.Response): AppLoadContext => ({
    database,
    config,
    secrets: deps.secrets,
    settings: deps.settings,
    company: deps.company,
    nonce: res.locals.nonce as string,
    clientAddress: clientLimitKey(req.ip ?? req.socket.remoteAddress ?? "unknown"),
    requestScope: { document: !req.path.endsWith(".data") },
    clearSharedPages: () => cache.clear(),
    workOrderOfLead: (leadId) => leadWorkOrder(database.db, leadId),
  });
  const cache = sharedCacheOf(deps.company, config.publicUrl, log);
  const images = imagesOf(deps.company);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // First, so that every answer sent before its body was read drops the rest (a refusal at once).
  app.use(dropUnreadBodies());

  app.get("/healthz", async (_req, res) => {
    try {
      await withTimeout(database.ping(), HEALTH_TIMEOUT_MS);
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      log.warn({ err: error }, "health check: database did not answer");
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  const assets = hashedAssets(
    path.join(deps.clientDir, "assets"),
    securityHeaderValues(config.isProduction),
  );
  if (!deps.devMiddleware) {
    // Hashed file names never change content: compressed once, cached for a year, with the
    // security headers that apply to a script or style (a policy is a document's). What the
    // first handler does not keep (a missing file, an unusual type) the static one answers.
    app.use(
      "/assets",
      (_req, res, next) => {
        res.set(securityHeaderValues(config.isProduction));
        next();
      },
      assets.middleware,
      express.static(path.join(deps.clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
        fallthrough: false,
      }),
    );
  }
  app.use(securityHeaders({ hsts: config.isProduction, csp: !config.isDevelopment }));
  // The logo, social image, icons and manifest of the current profile (not logged, like assets).
  app.use(companyImageRoutes(images));
  if (deps.devMiddleware) {
    app.use(compression());
    app.use(deps.devMiddleware);
  }

  // Pages and API calls are logged; hashed assets are not (they would drown the log).
  app.use(
    pinoHttp({
      logger: log,
      serializers: requestLogSerializers,
      autoLogging: { ignore: (req) => req.url === "/favicon.ico" },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );
  if (!deps.devMiddleware) {
    // Answers the shared cache sends are compressed already; this compresses the others, each
    // once for one reader: Brotli at quality 3 (docs/decisions/0110).
    app.use(compression(PER_ANSWER_COMPRESSION));
    // Files of the client build beside its assets (none in this build): without any, the static
    // handler would only look each page's address up on disk, a stat per request for nothing.
    if (entriesBesideAssets(deps.clientDir).length > 0) {
      app.use(express.static(deps.clientDir, { maxAge: "1h", index: false, redirect: false }));
    }
  }

  app.use(sameOriginWrites(config.publicUrl));
  app.use(bodySizeLimit(MAX_BODY_BYTES));
  app.use(formBodiesOnly());
  app.use(refuseNulInAddress());
  app.use(knownForwardedProtocol());

  app.all(
    "/{*path}",
    cache.handle(async (request, req, res) => {
      const context = loadContext(req, res);
      return privateWhenSessionRead(await handleRequest(request, context), context.requestScope);
    }),
  );

  app.use(finalErrorHandler(log));
  const inFrontOfTheApp: RequestListener = (req, res) => {
    if (!cache.serveKept(req, res) && !assets.serveLoaded(req, res)) app(req, res);
  };
  return Object.assign(inFrontOfTheApp, { sharedCache: cache });
}

/**
 * The shared cache of this process, emptied whenever the company profile changes: a save here,
 * or another instance's seen by the version poll (`CompanyStore.watch`), shows on the next
 * request of every page.
 */
export function sharedCacheOf(
  company: Pick<CompanyStore, "onChange">,
  publicUrl: string,
  log?: Logger,
): SharedCache {
  const cache = sharedCache({
    maxBytes: SHARED_CACHE_BYTES,
    origin: new URL(publicUrl).origin,
    readsCookies: readsSiteCookies,
    log,
  });
  company.onChange(() => cache.clear());
  return cache;
}

/** The company's pictures, drawn anew after a save that changes them (first the ones pages link). */
function imagesOf(company: CompanyStore): CompanyImages {
  const images = companyImages(() => ({
    profile: company.current().profile,
    logo: company.current().logo ?? null,
    images: company.images(),
  }));
  company.onChange(() => {
    for (const name of ["social.png", "icon-32.png", "favicon.ico"] as const) {
      images.file(name).catch(() => undefined); // a failure shows on the request that asks
    }
  });
  return images;
}

/** Last resort: log the error, answer a plain page that reveals nothing of the internals. */
function finalErrorHandler(log: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    // Errors that carry a client status (a missing static file, a malformed body) are answered as such.
    const status = Number(error?.status ?? error?.statusCode);
    if (status >= 400 && status < 500) {
      res
        .status(status)
        .type("text")
        .send(status === 404 ? "Not Found" : "Bad Request");
      return;
    }
    log.error({ err: error }, "unhandled request error");
    res
      .status(500)
      .type("html")
      .send(
        "<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>",
      );
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** What the client build's folder holds besides `assets` (served above); none when it is missing. */
function entriesBesideAssets(clientDir: string): string[] {
  try {
    return readdirSync(clientDir).filter((name) => name !== "assets");
  } catch {
    return [];
  }
}
