import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import pino from "pino";
import {
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
} from "react-router";
import { DEFAULT_QUOTE_FORM_URL } from "~/company/fixed-facts";
import { startingProfile } from "~/company/starting-profile";
import { openCompanyStore } from "~/company/store.server";
import type { DatabaseHandle } from "~/db/client.server";
import routeTable from "~/routes";
import { createApp } from "../../server/app";
import { testConfig, testContext, testSecrets } from "./requests";

/**
 * The React Router server build of the real route modules, made in the test process: what
 * `virtual:react-router/server-build` gives the production server, for the route ids asked
 * (with their parents), so that a Vitest test can hand `createApp` (server/app.ts) the site's
 * own pages and send it real HTTP requests. Browser assets are named but never served.
 */
export async function serverBuildOf(...wanted: string[]): Promise<ServerBuild> {
  const flat = flatten(routeTable, "root");
  const byId = new Map(flat.map((entry) => [entry.id, entry]));
  const chosen = new Set<string>();
  for (const id of wanted) {
    let entry = byId.get(id);
    if (!entry) throw new Error(`no route has the id ${id}`);
    for (; entry; entry = byId.get(entry.parentId ?? "")) chosen.add(entry.id);
  }
  const entries = flat.filter((entry) => chosen.has(entry.id));
  const all = [{ id: "root", parentId: undefined, file: "root.tsx" } as FlatRoute, ...entries];
  const modules = await Promise.all(
    all.map(async (entry) => withProps(await import(`../../app/${entry.file}`))),
  );
  const routes: ServerBuild["routes"] = {};
  const manifestRoutes: ServerBuild["assets"]["routes"] = {};
  all.forEach((entry, n) => {
    const module = modules[n] as RouteModule;
    const shape = {
      id: entry.id,
      parentId: entry.parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
    };
    routes[entry.id] = { ...shape, module };
    manifestRoutes[entry.id] = {
      ...shape,
      module: `/app/${entry.file}`,
      imports: [],
      css: [],
      hasAction: "action" in module,
      hasLoader: "loader" in module,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: "ErrorBoundary" in module,
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  });
  return stubServerBuild({
    entry: await import("~/entry.server"),
    routes,
    manifestRoutes,
    entryClient: "/app/entry.client.tsx",
    manifestUrl: "/assets/manifest-test.js",
    assetsBuildDirectory: "build/client",
  });
}

/**
 * The one ServerBuild of the tests: what `virtual:react-router/server-build` holds besides the
 * routes and the document's entry, which each caller gives (the site's own modules, or a test's
 * stand-ins). Nothing of it is served: the browser's assets are only named.
 */
export function stubServerBuild(parts: {
  entry: { default: unknown };
  routes: Record<string, unknown>;
  manifestRoutes?: ServerBuild["assets"]["routes"];
  entryClient?: string;
  manifestUrl?: string;
  assetsBuildDirectory?: string;
}): ServerBuild {
  return {
    entry: { module: parts.entry },
    routes: parts.routes,
    assets: {
      entry: { module: parts.entryClient ?? "", imports: [] },
      routes: parts.manifestRoutes ?? {},
      url: parts.manifestUrl ?? "",
      version: "test",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: parts.assetsBuildDirectory ?? "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    // As react-router.config.ts sets it.
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
}

/**
 * What React Router's Vite plugin does to every route module: its components receive the loader
 * data, params and matches as props.
 */
function withProps(module: Record<string, unknown>): RouteModule {
  const wrapped = { ...module };
  const wraps = {
    default: UNSAFE_withComponentProps,
    ErrorBoundary: UNSAFE_withErrorBoundaryProps,
    HydrateFallback: UNSAFE_withHydrateFallbackProps,
  } as const;
  for (const [name, wrap] of Object.entries(wraps)) {
    const component = module[name];
    if (typeof component === "function") {
      wrapped[name] = (wrap as (component: unknown) => unknown)(component);
    }
  }
  return wrapped as unknown as RouteModule;
}

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

interface FlatRoute {
  id: string;
  parentId: string | undefined;
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** React Router's id for a route without one: its file without the extension. */
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[^/.]+$/, "");

function flatten(entries: RouteConfigEntry[], parentId: string): FlatRoute[] {
  return entries.flatMap((entry) => [
    {
      id: idOf(entry),
      parentId,
      file: entry.file,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
    },
    ...flatten(entry.children ?? [], idOf(entry)),
  ]);
}

/** `createApp` listening on a free port of this host, around a test database. */
export async function listeningApp(
  database: DatabaseHandle,
  options: { routes: string[]; env?: Record<string, string> },
) {
  const config = testConfig(options.env);
  const company = await openCompanyStore(database.db, startingProfile(config.env));
  const app = createApp({
    config,
    secrets: testSecrets,
    log: pino({ level: "silent" }),
    database,
    company,
    settings: { quoteFormUrl: DEFAULT_QUOTE_FORM_URL },
    build: await serverBuildOf(...options.routes),
    clientDir: path.join(tmpdir(), "no-client-build"),
  });
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    config,
    base,
    /** What a browser's context needs to sign in: the load context's parts. */
    context: { ...testContext(database, options.env), company },
    /** A request sent exactly as written (its path and headers, the Host header included). */
    get: (target: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
        (resolve, reject) => {
          http
            .get(`${base}/`, { path: target, headers }, (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (chunk: Buffer) => chunks.push(chunk));
              res.on("end", () =>
                resolve({
                  status: res.statusCode ?? 0,
                  headers: res.headers,
                  body: Buffer.concat(chunks).toString(),
                }),
              );
            })
            .on("error", reject);
        },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
