import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import express from "express";
import { describe, expect, it } from "vitest";
import { SC_EVENT_MAX_BYTES, SC_EVENTS_PATH } from "~/service/servicechannel/limits";
import { redactUrl as redactSecrets, requestLogSerializers } from "./logger";
import {
  answersWithOwnPolicy,
  bodySizeLimit,
  formBodiesOnly,
  refuseNulInAddress,
  sameOriginWrites,
  securityHeaders,
  UPLOAD_ROUTES,
  uploadLimitOf,
} from "./security";

async function headersOf(hsts: boolean) {
  const app = express();
  app.use(securityHeaders({ hsts }));
  app.get("/", (_req, res) => res.send(String(res.locals.nonce)));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}/`);
  const nonce = await response.text();
  server.close();
  return { headers: response.headers, nonce };
}

describe("securityHeaders", () => {
  it("puts the response's nonce in the CSP and sends HSTS only when asked", async () => {
    const plain = await headersOf(false);
    expect(plain.headers.get("content-security-policy")).toContain(
      `script-src 'self' 'nonce-${plain.nonce}'`,
    );
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const secure = await headersOf(true);
    expect(secure.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(secure.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    expect(secure.nonce).not.toBe(plain.nonce);
  });

  it("leaves the policy and nosniff to the answers that set their own (uploaded files)", () => {
    expect(answersWithOwnPolicy("/files/0b7c/w9.pdf")).toBe(true);
    expect(answersWithOwnPolicy("/capability-statement.pdf")).toBe(true);
    expect(answersWithOwnPolicy("/team/general-contractors")).toBe(false);
  });
});

/** A path of each upload page. */
const UPLOAD_EXAMPLES = [
  "/admin/company",
  "/admin/company/certificate.data",
  "/team/subcontractors/documents",
  "/es/team/subcontractors/documents.data",
  "/admin/projects/0b6f6c9e-3f1a-4c55-9d1e-2a7f0e5c8b11",
  "/careers/cable-tech-a1b2c3",
  "/es/careers/cable-tech-a1b2c3.data",
  "/admin/clients/3d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d",
  "/team/work-orders/5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
  "/service",
  "/es/service.data",
  "/es/team/work-orders/5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d.data",
];

/** The status of a POST that declares `length` bytes and sends none of them. */
async function declaredAnswer(app: express.Express, path: string, length: number) {
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  const status = await new Promise<number>((resolve, reject) => {
    const request = httpRequest({
      port,
      path,
      method: "POST",
      headers: { "Content-Length": String(length) },
    });
    request.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", reject);
    request.flushHeaders();
  });
  server.close();
  return status;
}

async function answer(app: express.Express, init: RequestInit & { path?: string }) {
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}${init.path ?? "/"}`, init);
  server.close();
  return response.status;
}

describe("bodySizeLimit and sameOriginWrites", () => {
  const app = express();
  app.use(sameOriginWrites("https://www.example.com"));
  app.use(bodySizeLimit(64 * 1024));
  app.all("/", (_req, res) => res.send("ok"));

  it("refuses bodies over 64 KB with 413 and accepts smaller ones", async () => {
    expect(await answer(app, { method: "POST", body: "x".repeat(64 * 1024 + 1) })).toBe(413);
    expect(await answer(app, { method: "POST", body: "x".repeat(1024) })).toBe(200);
  });

  it("lets each upload page's body through up to that page's own limit, and no further", async () => {
    const upload = express();
    upload.use(bodySizeLimit(64 * 1024));
    upload.all("/{*path}", (_req, res) => res.send("ok"));
    const project = "/admin/projects/0b6f6c9e-3f1a-4c55-9d1e-2a7f0e5c8b11";
    for (const path of [...UPLOAD_EXAMPLES, `${project}.data`]) {
      const limit = uploadLimitOf(path) ?? 0;
      expect(limit, path).toBeGreaterThan(64 * 1024);
      expect(await declaredAnswer(upload, path, limit), path).toBe(200);
      expect(await declaredAnswer(upload, path, limit + 1), path).toBe(413);
    }
    const body = "x".repeat(2 * 1024 * 1024);
    expect(await answer(upload, { method: "POST", path: "/admin/people", body })).toBe(413);
    expect(await answer(upload, { method: "POST", path: "/admin/projects/new", body })).toBe(413);
    // Each page's limit is what its form may carry: a résumé is not a batch of photos.
    expect(uploadLimitOf("/careers/cable-tech-a1b2c3")).toBeLessThan(6 * 1024 * 1024);
    expect(uploadLimitOf(project)).toBeGreaterThan(12 * 15 * 1024 * 1024);
  });

  it("refuses a write from another site's page and lets same-site and server calls through", async () => {
    expect(
      await answer(app, {
        method: "POST",
        body: "a=1",
        headers: { Origin: "https://evil.example" },
      }),
    ).toBe(403);
    expect(
      await answer(app, {
        method: "POST",
        body: "a=1",
        headers: { "Sec-Fetch-Site": "cross-site" },
      }),
    ).toBe(403);
    expect(
      await answer(app, {
        method: "POST",
        body: "a=1",
        headers: { Origin: "https://www.example.com" },
      }),
    ).toBe(200);
    expect(await answer(app, { method: "POST", body: "a=1" })).toBe(200);
    expect(await answer(app, { method: "GET", headers: { Origin: "https://evil.example" } })).toBe(
      200,
    );
  });
});

describe("formBodiesOnly", () => {
  const app = express();
  app.use(formBodiesOnly());
  app.all("/{*path}", (_req, res) => res.send("ok"));
  const post = (path: string, type: string | undefined, body = "a=1") =>
    answer(app, { method: "POST", path, body, headers: type ? { "Content-Type": type } : {} });

  it("lets url-encoded forms reach the pages", async () => {
    expect(await post("/pricing", "application/x-www-form-urlencoded")).toBe(200);
    expect(await post("/?index", "Application/X-WWW-Form-Urlencoded; charset=UTF-8")).toBe(200);
  });

  it("refuses any other body sent to a page with 415, before the action would throw", async () => {
    expect(await post("/?index", "application/json", '{"name":"Ada"}')).toBe(415);
    expect(await post("/leads/trial", "text/plain")).toBe(415);
    expect(await post("/api/leads/contact", "application/json", '{"name":"Ada"}')).toBe(415);
    expect(await post("/account/login", "multipart/form-data; boundary=x", "garbage")).toBe(415);
    expect(await answer(app, { method: "POST", path: "/logout" })).toBe(415);
    expect(await answer(app, { method: "GET", path: "/pricing" })).toBe(200);
  });

  it("lets a job posting's application carry its résumé as multipart, in both languages", async () => {
    expect(await post("/careers/cable-tech-a1b2c3", "multipart/form-data; boundary=x")).toBe(200);
    expect(
      await post("/es/careers/cable-tech-a1b2c3.data", "multipart/form-data; boundary=x"),
    ).toBe(200);
    expect(await post("/careers", "multipart/form-data; boundary=x")).toBe(415);
    expect(await post("/careers/a/b", "multipart/form-data; boundary=x")).toBe(415);
  });

  it("lets the company profile's form carry its logo as multipart, and no other page", async () => {
    expect(await post("/admin/company", "multipart/form-data; boundary=x")).toBe(200);
    expect(await post("/admin/company.data", "multipart/form-data; boundary=x")).toBe(200);
    expect(await post("/admin/people", "multipart/form-data; boundary=x")).toBe(415);
  });

  it("leaves the API's own body types to the API", async () => {
    expect(await post("/api/integrations/configurations", "application/json", "{}")).toBe(200);
    expect(await post("/API/webhooks/jotform/token", "multipart/form-data; boundary=x")).toBe(200);
  });
});

describe("the documented nginx configuration (docs/operations.md)", () => {
  const nginx =
    readFileSync("docs/operations.md", "utf8").match(/```nginx\n([\s\S]*?)```/)?.[1] ?? "";
  /** The server block's own settings, then each location's: its match and its settings. */
  const serverBlock = nginx.slice(nginx.indexOf("server {"));
  const LOCATION = /location\s+(~\*?|=)?\s*("[^"]+"|\S+)\s*\{([^}]*)\}/g;
  const locations = [...serverBlock.matchAll(LOCATION)].map(([, modifier, quoted, body]) => {
    const match = quoted?.replace(/^"|"$/g, "") ?? "";
    return {
      regex: modifier?.startsWith("~") ? new RegExp(match, modifier === "~*" ? "i" : "") : null,
      prefix: modifier ? null : match,
      body: body ?? "",
    };
  });
  const setting = (body: string, name: string) =>
    body.match(new RegExp(`^\\s*${name}\\s+([^;]+);`, "m"))?.[1]?.trim();
  const serverDefault = setting(serverBlock.replace(LOCATION, ""), "client_max_body_size");
  /** nginx's choice: the first regular expression that matches, else the longest prefix. */
  const locationOf = (path: string) =>
    locations.find((location) => location.regex?.test(path)) ??
    locations
      .filter((location) => location.prefix !== null && path.startsWith(location.prefix))
      .sort((a, b) => (b.prefix?.length ?? 0) - (a.prefix?.length ?? 0))[0];
  const bytes = (size: string | undefined) => {
    const [, number = "0", unit = ""] = size?.match(/^(\d+)([kKmM]?)$/) ?? [];
    return Number(number) * ({ k: 1024, m: 1024 * 1024 }[unit.toLowerCase()] ?? 1);
  };

  it("keeps other bodies at 64 KB and lets each upload route's through up to the site's limit", () => {
    expect(
      bytes(setting(locationOf("/pricing")?.body ?? "", "client_max_body_size") ?? serverDefault),
    ).toBe(64 * 1024);
    const project = "/admin/projects/0b6f6c9e-3f1a-4c55-9d1e-2a7f0e5c8b11.data";
    for (const path of [...UPLOAD_EXAMPLES, project, "/es/careers/cable-tech-a1b2c3"]) {
      const location = locationOf(path);
      const limit = bytes(setting(location?.body ?? "", "client_max_body_size") ?? serverDefault);
      expect(limit, path).toBeGreaterThanOrEqual(uploadLimitOf(path) ?? Infinity);
      // nginx passes the body on as it arrives: the site's checks before reading stay first.
      expect(setting(location?.body ?? "", "proxy_request_buffering"), path).toBe("off");
    }
    const events = locationOf(SC_EVENTS_PATH);
    expect(bytes(setting(events?.body ?? "", "client_max_body_size"))).toBe(SC_EVENT_MAX_BYTES);
    // Every upload route is among those checked.
    for (const route of UPLOAD_ROUTES) {
      expect(UPLOAD_EXAMPLES.some((path) => route.pattern.test(path))).toBe(true);
    }
  });
});

describe("refuseNulInAddress", () => {
  const app = express();
  app.use(refuseNulInAddress());
  app.all("/{*path}", (_req, res) => res.send("ok"));

  it("refuses an encoded NUL anywhere in the address with 400", async () => {
    expect(await answer(app, { method: "GET", path: "/admin/progress?q=a%00b" })).toBe(400);
    expect(await answer(app, { method: "GET", path: "/admin/progress/a%00b" })).toBe(400);
    expect(await answer(app, { method: "GET", path: "/admin/progress?q=100%25" })).toBe(200);
    expect(await answer(app, { method: "GET", path: "/admin/progress?q=%2500" })).toBe(200);
  });
});

describe("redactSecrets", () => {
  it("hides the webhook token and any token query parameter from logged URLs", () => {
    expect(redactSecrets("/api/webhooks/jotform/s3cr3t-token")).toBe(
      "/api/webhooks/jotform/[redacted]",
    );
    expect(redactSecrets("/api/webhooks/jotform?token=s3cr3t&x=1")).toBe(
      "/api/webhooks/jotform?token=[redacted]&x=1",
    );
    expect(redactSecrets("/admin/setup?token=abc")).toBe("/admin/setup?token=[redacted]");
    expect(redactSecrets("/features#jobs")).toBe("/features#jobs");
    expect(
      requestLogSerializers.req({ id: 1, method: "POST", url: "/api/webhooks/jotform/s3cr3t" }),
    ).toEqual({
      id: 1,
      method: "POST",
      url: "/api/webhooks/jotform/[redacted]",
    });
  });
});
