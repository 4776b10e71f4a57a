import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { PublicSettings } from "~/context";
import type { DatabaseHandle } from "~/db/client.server";
import { clientLimitKey } from "~/limits/client-address";
import { PRERENDERED_PATHS } from "~/site/prerender";
import type { ServerConfig } from "./config";
import { type Logger, requestLogSerializers } from "./logger";
import { answerDatabaseOutagesWith503 } from "./outage";
import { prerenderedPages } from "./prerendered";
import { keepAnswerPrivate } from "./private-answers";
import type { Secrets } from "./secrets";
import {
  bodySizeLimit,
  formBodiesOnly,
  refuseNulInAddress,
  sameOriginWrites,
  securityHeaders,
} from "./security";

export interface AppDependencies {
  config: ServerConfig;
  secrets: Secrets;
  log: Logger;
  database: DatabaseHandle;
  settings: PublicSettings;
  /** The React Router build, or a loader of it (development reloads it on every request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware serves source modules and hot updates. */
  devMiddleware?: express.RequestHandler;
  clientDir: string;
}

const HEALTH_TIMEOUT_MS = 2_000;
/** No form or JSON body on this site comes near this. */
const MAX_BODY_BYTES = 64 * 1024;

export function createApp(deps: AppDependencies): Express {
  const { config, log, database, build } = deps;
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
  app.use(compression());

  // Pages and API calls are logged; hashed assets are not (they would drown the log).
  const requestLogger = pinoHttp({
    logger: log,
    serializers: requestLogSerializers,
    autoLogging: { ignore: (req) => req.url === "/favicon.ico" },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
  });

  if (deps.devMiddleware) {
    app.use(deps.devMiddleware);
    app.use(requestLogger);
  } else {
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(deps.clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
        fallthrough: false,
      }),
    );
    app.use(requestLogger);
    app.use(prerenderedPages(deps.clientDir, PRERENDERED_PATHS));
    app.use(
      express.static(deps.clientDir, {
        maxAge: "1h",
        index: false,
        redirect: false,
        // Prerendered route data, as React Router's client expects it.
        setHeaders: (res, file) => {
          if (file.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
        },
      }),
    );
  }

  app.use(sameOriginWrites(config.publicUrl));
  app.use(bodySizeLimit(MAX_BODY_BYTES));
  app.use(formBodiesOnly());
  app.use(refuseNulInAddress());

  app.all(
    "/{*path}",
    createRequestHandler({
      // A database outage answers 503 with a clear message, not React Router's 500.
      build:
        typeof build === "function"
          ? async () => answerDatabaseOutagesWith503(await build(), log)
          : answerDatabaseOutagesWith503(build, log),
      mode: config.isDevelopment ? "development" : "production",
      getLoadContext: (req, res): AppLoadContext => ({
        database,
        config,
        secrets: deps.secrets,
        settings: deps.settings,
        nonce: res.locals.nonce as string,
        clientAddress: clientLimitKey(req.ip ?? req.socket.remoteAddress ?? "unknown"),
        keepPrivate: () => keepAnswerPrivate(res),
      }),
    }),
  );

  app.use(finalErrorHandler(log));
  return app;
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
