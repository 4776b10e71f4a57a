import express from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security";

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
});
