import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { hashedAssets } from "./hashed-assets";

const directory = mkdtempSync(path.join(tmpdir(), "assets-"));
writeFileSync(path.join(directory, "app-abc123.css"), "body{color:#123}".repeat(100));

/** As server/app.ts puts them: loaded files answered in front, the app loading the others. */
const assets = hashedAssets(directory, { "X-Content-Type-Options": "nosniff" });
let appCalls = 0;
const app = express();
app.use((_req, _res, next) => {
  appCalls += 1;
  next();
});
app.use("/assets", assets.middleware, (_req, res) => res.status(404).end());
const server = http
  .createServer((req, res) => {
    if (!assets.serveLoaded(req, res)) app(req, res);
  })
  .listen(0);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => server.close());

describe("hashed assets", () => {
  it("loads a file through the app once, then answers it in front, compressed, for a year", async () => {
    const first = await fetch(`${base}/assets/app-abc123.css`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(first.status).toBe(200);
    expect(appCalls).toBe(1);
    const again = await fetch(`${base}/assets/app-abc123.css?v=2`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(appCalls).toBe(1);
    expect(await again.text()).toBe("body{color:#123}".repeat(100));
    expect(again.headers.get("content-encoding")).toBe("gzip");
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    expect(again.headers.get("vary")).toBe("Accept-Encoding");
    const etag = again.headers.get("etag") ?? "";
    const unchanged = await new Promise<number>((resolve) =>
      http.get(
        `${base}/assets/app-abc123.css`,
        { headers: { "Accept-Encoding": "gzip", "If-None-Match": etag } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      ),
    );
    expect(unchanged).toBe(304);
  });

  it("leaves a missing file or an unknown name to the app", async () => {
    const missing = await fetch(`${base}/assets/gone-1.js`);
    expect(missing.status).toBe(404);
    const before = appCalls;
    await fetch(`${base}/assets/../secret.css`);
    await fetch(`${base}/assets/gone-1.js`);
    expect(appCalls).toBe(before + 2);
  });
});
