import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import { pinoHttp } from "pino-http";
import {
  type AppLoadContext,
  createRequestHandler as createDocumentHandler,
  type ServerBuild,
} from "react-router";
import { carriesSessionCookie } from "~/auth/session-cookie";
import { type CompanyImages, companyImages } from "~/company/images.server";
import type { CompanyStore } from "~/company/store.server";
import type { PublicSettings } from "~/context";
import type { DatabaseHandle } from "~/db/client.server";
import { clientLimitKey } from "~/limits/client-address";
import { KEPT_ANSWERS, PRERENDERED_PATHS, SIGNED_OUT_PATHS } from "~/site/prerender";
import { PRERENDER_NONCE } from "~/ui/nonce";
import { companyImageRoutes } from "./company-images";
import type { ServerConfig } from "./config";
import { contactPosts } from "./contact-post";
import { type Logger, requestLogSerializers } from "./logger";
import { answerDatabaseOutagesWith503 } from "./outage";
import { keepAnswerPrivate } from "./private-answers";
import {
  type HashedAssets,
  hashedAssets,
  type PublicPages,
  publicPages,
  sendAnswer,
} from "./public-pages";
import type { Secrets } from "./secrets";
import {
  bodySizeLimit,
  contentSecurityPolicy,
  formBodiesOnly,
  refuseNulInAddress,
  sameOriginWrites,
  securityHeaders,
  securityHeaderValues,
} from "./security";

export interface AppDependencies {
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
/** No form or JSON body on this site comes near this. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The app; `listener` is what the HTTP server calls: what is ready in memory is sent before
 * Express sees the request (its routing alone costs several times a whole response). In
 * production, `publicPages` is the cache of public pages: `warm()` it, `invalidate()` it.
 */
export type App = Express & { publicPages?: PublicPages; listener: RequestListener };

export function createApp(deps: AppDependencies): App {
  const { config, log, database } = deps;
  // A database outage answers 503 with a clear message, not React Router's 500.
  const build =
    typeof deps.build === "function"
      ? async () =>
          answerDatabaseOutagesWith503(await (deps.build as () => Promise<ServerBuild>)(), log)
      : answerDatabaseOutagesWith503(deps.build, log);
  // Declared before the context that sends its answers; made below, production only.
  let inMemory: InMemory | undefined;
  const loadContext = (req: express.Request, res: express.Response): AppLoadContext => ({
    database,
    config,
    secrets: deps.secrets,
    settings: deps.settings,
    company: deps.company,
    nonce: res.locals.nonce as string,
    clientAddress: clientLimitKey(req.ip ?? req.socket.remoteAddress ?? "unknown"),
    keepPrivate: () => keepAnswerPrivate(res),
    sendKeptPage: inMemory ? (address) => sendKeptAnswer(inMemory!, address, req, res) : undefined,
    formAnswer: res.locals.formAnswer,
  });
  inMemory =
    deps.devMiddleware || typeof build === "function"
      ? undefined
      : keptInMemory(deps, build, loadContextForEveryone(deps));
  // A saved profile (here, or seen by the version poll) shows on the next request of every page.
  if (inMemory) deps.company.onChange(() => inMemory.pages.invalidate());
  const images = imagesOf(deps.company);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.get("/healthz", async (_req, res) => {
    try {
      await withTimeout(database.ping(), HEALTH_TIMEOUT_MS);
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      log.warn({ err: error }, "health check: database did not answer");
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  app.use(securityHeaders({ hsts: config.isProduction, csp: !config.isDevelopment }));
  // The logo, social image, icons and manifest of the current profile (not logged, like assets).
  app.use(companyImageRoutes(images));

  // Pages and API calls are logged; hashed assets are not (they would drown the log).
  const requestLogger = pinoHttp({
    logger: log,
    serializers: requestLogSerializers,
    genReqId: nextRequestId,
    autoLogging: { ignore: (req) => req.url === "/favicon.ico" },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
  });

  if (!inMemory) {
    app.use(compression());
    if (deps.devMiddleware) app.use(deps.devMiddleware);
    app.use(requestLogger);
  } else {
    // Hashed file names never change content: compressed once, cached for a year. What the
    // first handler does not keep (a missing file, an unusual type) the static one answers.
    app.use(
      "/assets",
      inMemory.assets.handle,
      express.static(path.join(deps.clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
        fallthrough: false,
      }),
    );
    app.use(requestLogger);
    app.use(inMemory.pages.handle);
    // Compressed after the pages above, which are sent compressed already.
    app.use(compression());
    app.use(express.static(deps.clientDir, { maxAge: "1h", index: false, redirect: false }));
  }

  app.use(sameOriginWrites(config.publicUrl));
  app.use(bodySizeLimit(MAX_BODY_BYTES));
  app.use(formBodiesOnly());
  app.use(refuseNulInAddress());
  app.use(contactPosts(loadContext, MAX_BODY_BYTES));

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: config.isDevelopment ? "development" : "production",
      getLoadContext: loadContext,
    }),
  );

  app.use(finalErrorHandler(log));
  const lane = inMemory ? memoryLane(inMemory, log) : undefined;
  const listener: RequestListener = lane
    ? (req, res) => {
        if (!lane(req, res)) app(req, res);
      }
    : app;
  return Object.assign(app, { publicPages: inMemory?.pages, listener });
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

interface InMemory {
  pages: PublicPages;
  assets: HashedAssets;
}

/** The public pages and hashed assets, kept ready to send (server/public-pages.ts). */
function keptInMemory(
  deps: AppDependencies,
  build: ServerBuild,
  context: AppLoadContext,
): InMemory {
  const headers = securityHeaderValues(deps.config.isProduction);
  const renderDocument = createDocumentHandler(build, "production");
  return {
    pages: publicPages({
      paths: PRERENDERED_PATHS,
      signedOutPaths: SIGNED_OUT_PATHS,
      answers: KEPT_ANSWERS,
      carriesSession: (req) => carriesSessionCookie(req.headers.cookie),
      render: (pagePath) =>
        renderDocument(
          new Request(new URL(pagePath, deps.config.publicUrl), {
            headers: { accept: "text/html" },
          }),
          context,
        ),
      securityHeaders: headers,
      policy: (hashes) => contentSecurityPolicy(hashes, deps.config.isProduction),
      onError: (error, pagePath) =>
        deps.log.error(
          { err: error, page: pagePath },
          "public page not kept: rendered per request",
        ),
    }),
    assets: hashedAssets(path.join(deps.clientDir, "assets"), {
      ...headers,
      "Content-Security-Policy": contentSecurityPolicy([], deps.config.isProduction),
    }),
  };
}

/** Sends a kept answer (a form's success page) on the response; false when it is not kept. */
async function sendKeptAnswer(
  inMemory: InMemory,
  address: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const page = await inMemory.pages.answer(address);
  if (!page || res.headersSent) return false;
  sendAnswer(req, res, page);
  return true;
}

/** What pages the same for everyone are rendered with: no visitor, the placeholder nonce. */
function loadContextForEveryone(deps: AppDependencies): AppLoadContext {
  return {
    database: deps.database,
    config: deps.config,
    secrets: deps.secrets,
    settings: deps.settings,
    company: deps.company,
    nonce: PRERENDER_NONCE,
    clientAddress: "127.0.0.1",
    // Rendered without cookies, so no session is ever read; if one were, the page would differ
    // by visitor and must not be kept for everyone: failing the render keeps it per request.
    keepPrivate: () => {
      throw new Error("a page kept for everyone read a session");
    },
  };
}

/**
 * Sends what is ready in memory (true when it did), with a request log line for pages like the
 * request logger's; assets are not logged, as before.
 */
function memoryLane(
  inMemory: InMemory,
  log: Logger,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (inMemory.assets.serveReady(req, res)) return true;
    const started = performance.now();
    if (!inMemory.pages.serveReady(req, res)) return false;
    log.info(
      {
        req: requestLogSerializers.req({
          id: nextRequestId(),
          method: req.method ?? "GET",
          url: req.url ?? "/",
        }),
        res: requestLogSerializers.res(res),
        responseTime: Math.round(performance.now() - started),
      },
      "request completed",
    );
    return true;
  };
}

let lastRequestId = 0;
/** Request ids of the log, shared by the request logger and the memory lane. */
function nextRequestId(): number {
  lastRequestId = (lastRequestId + 1) & 0x7fffffff;
  return lastRequestId;
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
