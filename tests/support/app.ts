import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { AppLoadContext, ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { DEFAULT_QUOTE_FORM_URL } from "~/company/fixed-facts";
import { startingProfile } from "~/company/starting-profile";
import { openCompanyStore } from "~/company/store.server";
import { outbox } from "~/mail/mail.schema";
import { leadWorkOrder } from "~/service/desk/lead-orders.server";
import { type App, createApp } from "../../server/app";
import { createTestDatabase, type TestDatabase } from "./database";
import { ROOT } from "./imports";
import { testConfig, testSecrets } from "./requests";

/** The production build (`node scripts/ensure-build.mjs`; the app project's global setup runs it). */
export const BUILD_DIR = path.join(ROOT, "build");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");

let build: Promise<ServerBuild> | undefined;
function serverBuild(): Promise<ServerBuild> {
  build ??= import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href);
  return build;
}

/** The application of one test file, listening on a loopback port of its own. */
export interface TestApp {
  /** `http://127.0.0.1:<port>`, the app's PUBLIC_URL too. */
  url: string;
  database: TestDatabase;
  /** What a loader gets: for the account helpers (tests/support/accounts.ts). */
  context: AppLoadContext;
  app: App;
  /** Sends a request to the app as a browser's fetch would, redirects not followed. */
  fetch(address: string, init?: RequestInit): Promise<Response>;
  /** Sends a form as the site's own pages do (same origin), with the cookie given, if any. */
  postForm(path: string, form: Record<string, string>, cookie?: string): Promise<Response>;
  /** Every message the app has queued so far (its outbox), oldest first. */
  mail(): Promise<{ to: string; subject: string; text: string; html: string | null }[]>;
  close(): Promise<void>;
}

/**
 * The HTTP server of `npm start`, in this process: `createApp` around the production build, on a
 * database of its own cloned from the migrated template. No background workers run: the mail
 * stays in the outbox, where the tests read it.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  let app: App | undefined;
  const server: Server = createServer((req, res) => app!(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = testConfig({ NODE_ENV: "production", PUBLIC_URL: url, ...env });
  const company = await openCompanyStore(database.db, startingProfile(config.env));
  const settings = { quoteFormUrl: DEFAULT_QUOTE_FORM_URL };
  app = createApp({
    config,
    secrets: testSecrets,
    log: pino({ level: "silent" }),
    database,
    settings,
    company,
    build: await serverBuild(),
    clientDir: CLIENT_DIR,
  });
  const context: AppLoadContext = {
    database,
    config,
    secrets: testSecrets,
    settings,
    company,
    nonce: "test-nonce",
    clientAddress: "127.0.0.1",
    clearSharedPages: () => app!.sharedCache.clear(),
    workOrderOfLead: (leadId) => leadWorkOrder(database.db, leadId),
  };
  return {
    url,
    database,
    context,
    app,
    fetch: (address, init) => fetch(new URL(address, url), { redirect: "manual", ...init }),
    postForm: (path, form, cookie) =>
      fetch(new URL(path, url), {
        redirect: "manual",
        method: "POST",
        headers: {
          ...(cookie ? { Cookie: cookie } : {}),
          Origin: url,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(form),
      }),
    mail: async () => (await database.db.select().from(outbox)).map((mail) => ({ ...mail })),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}

/**
 * Starts the test file's app before its tests and stops it after them; `env` may be read then
 * (settings naming a fake service that an earlier `beforeAll` started).
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
): () => TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(typeof env === "function" ? env() : env);
  });
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (!started) throw new Error("the test app is started in beforeAll");
    return started;
  };
}
