import type { ServerBuild } from "react-router";
import { unavailableReason } from "~/db/unavailable";
import { type Logger, redactUrl } from "./logger";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type DataFunction = (args: { request: Request }) => unknown;

/** Seconds a client is asked to wait: PostgreSQL restarts in a few. */
const RETRY_AFTER_SECONDS = 10;
export const UNAVAILABLE_MESSAGE =
  "The site is temporarily unavailable. Please try again in a minute.";

/**
 * While the database cannot be reached (PostgreSQL restarting, a network fault), every loader
 * and action answers 503 with a clear message instead of React Router's 500: pages render the
 * error page for 503, data requests carry it to the browser's error boundary, and resource
 * routes (CSV exports, the webhook, the JSON API) answer it directly. The pool reconnects on
 * its own, so the next request after the gap is served normally.
 */
export function answerDatabaseOutagesWith503(build: ServerBuild, log: Logger): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    routes[id] = route && { ...route, module: guardModule(route.module, log) };
  }
  return { ...build, routes };
}

function guardModule(module: RouteModule, log: Logger): RouteModule {
  const guarded: RouteModule = { ...module };
  if (module.loader)
    guarded.loader = guard(module.loader as DataFunction, log) as typeof module.loader;
  if (module.action)
    guarded.action = guard(module.action as DataFunction, log) as typeof module.action;
  return guarded;
}

function guard(handler: DataFunction, log: Logger): DataFunction {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      const reason = unavailableReason(error);
      if (!reason) throw error;
      log.warn(
        { reason, path: redactUrl(new URL(args.request.url).pathname) },
        "database unavailable: answered 503",
      );
      throw unavailableResponse(args.request);
    }
  };
}

/** JSON for clients that ask for it, plain text otherwise (pages show the designed error page). */
function unavailableResponse(request: Request): Response {
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (request.headers.get("accept")?.includes("application/json")) {
    return Response.json({ ok: false, message: UNAVAILABLE_MESSAGE }, { status: 503, headers });
  }
  return new Response(UNAVAILABLE_MESSAGE, {
    status: 503,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}
