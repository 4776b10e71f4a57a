import express from "express";
import { describe, expect, it } from "vitest";
import { redactUrl as redactSecrets, requestLogSerializers } from "./logger";
import {
  answersWithOwnPolicy,
  bodySizeLimit,
  formBodiesOnly,
  refuseNulInAddress,
  sameOriginWrites,
  securityHeaders,
  UPLOAD_HARD_LIMIT_BYTES,
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

  it("lets the upload page answer a larger body itself, up to a hard limit", async () => {
    const upload = express();
    upload.use(bodySizeLimit(64 * 1024));
    upload.all("/{*path}", (_req, res) => res.send("ok"));
    const body = "x".repeat(2 * 1024 * 1024);
    expect(await answer(upload, { method: "POST", path: "/admin/company", body })).toBe(200);
    expect(await answer(upload, { method: "POST", path: "/admin/people", body })).toBe(413);
    const project = "/admin/projects/0b6f6c9e-3f1a-4c55-9d1e-2a7f0e5c8b11";
    expect(await answer(upload, { method: "POST", path: project, body })).toBe(200);
    expect(await answer(upload, { method: "POST", path: `${project}.data`, body })).toBe(200);
    expect(await answer(upload, { method: "POST", path: "/admin/projects/new", body })).toBe(413);
    const tooMuch = "x".repeat(UPLOAD_HARD_LIMIT_BYTES + 1);
    expect(await answer(upload, { method: "POST", path: "/admin/company", body: tooMuch })).toBe(
      413,
    );
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
