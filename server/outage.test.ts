import pino from "pino";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { answerDatabaseOutagesWith503, UNAVAILABLE_MESSAGE } from "./outage";

const silent = pino({ level: "silent" });
const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
  code: "ECONNREFUSED",
});

/** A build with one route whose loader and action do what they are given. */
function buildWith(loader: () => unknown, action: () => unknown): ServerBuild {
  const module = { default: () => null, loader, action };
  return {
    routes: { page: { id: "page", path: "page", module } },
  } as unknown as ServerBuild;
}

function args(accept = "text/html") {
  return {
    request: new Request("http://localhost/page", { headers: { Accept: accept } }),
    params: {},
    context: {},
  };
}

type Handler = (a: ReturnType<typeof args>) => Promise<unknown>;

function guarded(build: ServerBuild) {
  const module = answerDatabaseOutagesWith503(build, silent).routes.page!.module;
  return {
    loader: module.loader as unknown as Handler,
    action: module.action as unknown as Handler,
  };
}

describe("answerDatabaseOutagesWith503", () => {
  it("turns a database outage in a loader or action into a 503 with a clear message", async () => {
    const { loader, action } = guarded(
      buildWith(
        () => Promise.reject(refused),
        () => {
          throw refused;
        },
      ),
    );
    for (const handler of [loader, action]) {
      const thrown = await handler(args()).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("10");
      expect(await response.text()).toBe(UNAVAILABLE_MESSAGE);
    }
    const json = (await loader(args("application/json")).catch((e: unknown) => e)) as Response;
    expect(await json.json()).toEqual({ ok: false, message: UNAVAILABLE_MESSAGE });
  });

  it("passes results, redirects and other errors through untouched", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/" } });
    const fault = new Error("a bug");
    const { loader, action } = guarded(
      buildWith(
        () => ({ ok: true }),
        () => {
          throw redirect;
        },
      ),
    );
    expect(await loader(args())).toEqual({ ok: true });
    expect(await action(args()).catch((e: unknown) => e)).toBe(redirect);
    const failing = guarded(
      buildWith(
        () => Promise.reject(fault),
        () => null,
      ),
    );
    expect(await failing.loader(args()).catch((e: unknown) => e)).toBe(fault);
  });

  it("keeps the webhook's secret token out of the log line it writes", async () => {
    const lines: string[] = [];
    const log = pino({ level: "warn" }, { write: (line: string) => lines.push(line) });
    const module = answerDatabaseOutagesWith503(
      buildWith(
        () => Promise.reject(refused),
        () => Promise.reject(refused),
      ),
      log,
    ).routes.page!.module;
    const action = module.action as unknown as Handler;
    for (const path of [
      "/api/webhooks/jotform/s3cr3t-token",
      "/API/Webhooks/jotform/s3cr3t-token",
    ]) {
      const request = new Request(`http://localhost${path}`, { method: "POST" });
      await action({ request, params: {}, context: {} }).catch(() => undefined);
    }
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain("database unavailable");
      expect(line).toContain("[redacted]");
      expect(line).not.toContain("s3cr3t");
    }
  });

  it("leaves a route without a loader or action without one", () => {
    const build = {
      routes: { root: { id: "root", path: "", module: { default: () => null } } },
    } as unknown as ServerBuild;
    const module = answerDatabaseOutagesWith503(build, silent).routes.root!.module;
    expect(module.loader).toBeUndefined();
    expect(module.action).toBeUndefined();
  });
});
