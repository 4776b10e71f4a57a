import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { PRIVATE_ANSWER, SHARED_ANSWER } from "~/http/cache-control";
import { MAX_VARIANTS, sharedCache } from "./shared-cache";

/** The cookie the site reads in these tests (the application's are its session and form answers). */
const SITE_COOKIE = /(^|;\s*)site=/;

/**
 * The shared cache behind a real HTTP server, as server/app.ts mounts it: `serveKept` in front
 * of the Express app, whose compression comes before `handle` with a renderer that counts its
 * calls and answers what the test says (from Express's request and the Fetch request rendered).
 */
function serverWith(answer: (req: express.Request, rendered: URL) => Response) {
  const cache = sharedCache({
    maxBytes: 1024 * 1024,
    origin: "https://www.example.com",
    readsCookies: (cookie) => SITE_COOKIE.test(cookie ?? ""),
  });
  let renders = 0;
  const app = express();
  // Set on every request that reaches the application, as server/security.ts does.
  app.use((_req, res, next) => {
    res.setHeader("X-Frame-Options", "DENY");
    next();
  });
  app.use(compression());
  app.all(
    "/{*path}",
    cache.handle(async (request, req) => {
      renders += 1;
      return answer(req, new URL(request.url));
    }),
  );
  // In front of the application, as server/app.ts puts it.
  const server = http
    .createServer((req, res) => {
      if (!cache.serveKept(req, res)) app(req, res);
    })
    .listen(0);
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cache,
    renders: () => renders,
    /** A conditional GET as a browser sends it (fetch would add `Cache-Control: no-cache`). */
    status: async (path: string, headers: Record<string, string>) =>
      (await raw(base, path, headers)).status,
    /** The path sent as written: fetch would resolve dot segments first. */
    raw: (path: string, headers: Record<string, string> = {}) => raw(base, path, headers),
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { headers }),
  };
}

function raw(base: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(`${base}/`, { path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      })
      .on("error", reject);
  });
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const page = (body: string, headers: Record<string, string>) =>
  new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("the shared cache", () => {
  it("never keeps an answer that is not a 200: a shared page not found stays a 404", async () => {
    const site = serverWith(
      () =>
        new Response("<p>not found</p>", {
          status: 404,
          headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": SHARED_ANSWER },
        }),
    );
    expect((await site.get("/locations/atlantis")).status).toBe(404);
    expect((await site.get("/locations/atlantis")).status).toBe(404);
    expect(site.renders()).toBe(2);
    expect(site.cache.size).toBe(0);
  });

  it("keeps an answer that says public with s-maxage: served again without rendering, compressed, with an ETag and 304", async () => {
    const site = serverWith(() =>
      page("<p>the same for everyone</p>", { "Cache-Control": SHARED_ANSWER }),
    );
    const first = await site.get("/features", { "Accept-Encoding": "br" });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe("<p>the same for everyone</p>");
    expect(first.headers.get("content-encoding")).toBe("br");
    const again = await site.get("/features", { "Accept-Encoding": "gzip" });
    expect(again.headers.get("content-encoding")).toBe("gzip");
    // Served before the application's middleware, with the headers it set on the first answer.
    expect(again.headers.get("x-frame-options")).toBe("DENY");
    expect(await again.text()).toBe("<p>the same for everyone</p>");
    expect(again.headers.get("cache-control")).toBe(SHARED_ANSWER);
    expect(again.headers.get("vary")).toContain("Accept-Encoding");
    expect(site.renders()).toBe(1);

    const tag = again.headers.get("etag") ?? "";
    expect(tag).toMatch(/^".+-gzip"$/);
    expect(
      await site.status("/features", { "Accept-Encoding": "gzip", "If-None-Match": tag }),
    ).toBe(304);
    expect(site.renders()).toBe(1);
    // Another address is another answer.
    await site.get("/features?x=1");
    expect(site.renders()).toBe(2);
  });

  it("keeps one answer per value of the request headers its Vary names, at most MAX_VARIANTS", async () => {
    const site = serverWith((req) =>
      page(`in ${req.headers["x-variant"] ?? "none"}`, {
        "Cache-Control": SHARED_ANSWER,
        Vary: "X-Variant",
      }),
    );
    expect(await (await site.get("/")).text()).toBe("in none");
    expect(await (await site.get("/", { "X-Variant": "a" })).text()).toBe("in a");
    expect(await (await site.get("/")).text()).toBe("in none");
    expect(await (await site.get("/", { "X-Variant": "a" })).text()).toBe("in a");
    expect(site.renders()).toBe(2);
    for (let n = 0; n < 10; n += 1) await site.get("/", { "X-Variant": `b${n}` });
    expect(site.cache.size).toBe(MAX_VARIANTS);
  });

  it("ignores a client's no-cache: the kept answer is sent, nothing rendered or compressed again", async () => {
    const site = serverWith(() =>
      page("the same for everyone", { "Cache-Control": SHARED_ANSWER }),
    );
    await site.get("/features");
    for (const headers of [
      { "Cache-Control": "no-cache" },
      { "Cache-Control": "max-age=0" },
      { Pragma: "no-cache" },
      { "Cache-Control": "no-store" },
    ] as Record<string, string>[]) {
      const again = await site.get("/features", headers);
      expect(await again.text()).toBe("the same for everyone");
      expect(again.headers.get("age"), JSON.stringify(headers)).not.toBeNull();
    }
    expect(site.renders()).toBe(1);
    expect(site.cache.size).toBe(1);
  });

  it("varies on the cookies the site reads only: others make no variant, the site's are never shared", async () => {
    const site = serverWith((req) =>
      page(`for ${req.headers.cookie ?? "nobody"}`, {
        "Cache-Control": SHARED_ANSWER,
        Vary: "Cookie",
      }),
    );
    expect(await (await site.get("/", { Cookie: "_ga=1" })).text()).toBe("for _ga=1");
    for (const cookie of ["_ga=2", "_ga=3; theme=dark", ""]) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      expect(await (await site.get("/", headers)).text()).toBe("for _ga=1");
    }
    expect(site.renders()).toBe(1);
    // A request with the site's cookie is rendered for it, and what it gets is not kept.
    expect(await (await site.get("/", { Cookie: "site=a" })).text()).toBe("for site=a");
    expect(await (await site.get("/", { Cookie: "_ga=9; site=b" })).text()).toBe(
      "for _ga=9; site=b",
    );
    expect(site.renders()).toBe(3);
    expect(site.cache.size).toBe(1);
  });

  it("asks for the address it keeps, at its origin, and keeps only a page rendered for it", async () => {
    const site = serverWith((_req, rendered) =>
      page(`rendered ${rendered.href}`, { "Cache-Control": SHARED_ANSWER }),
    );
    const first = await site.raw("/features?a=1", { Host: "evil.example/privacy-policy?" });
    expect(first.body).toBe("rendered https://www.example.com/features?a=1");
    expect(site.cache.size).toBe(1);
    // Dot segments are resolved by the URL parser: another page is rendered, and not kept.
    const resolved = await site.raw("/x/%2e%2e/pricing");
    expect(resolved.body).toBe("rendered https://www.example.com/pricing");
    expect(site.cache.size).toBe(1);
    expect((await site.raw("/pricing")).body).toBe("rendered https://www.example.com/pricing");
    expect(site.renders()).toBe(3);
  });

  it("never keeps a private answer, one without s-maxage, one that sets a cookie, or a post's", async () => {
    const answers: Record<string, Record<string, string>> = {
      "/private": { "Cache-Control": PRIVATE_ANSWER },
      "/browser-only": { "Cache-Control": "public, max-age=600" },
      "/silent": {},
      "/cookie": { "Cache-Control": SHARED_ANSWER, "Set-Cookie": "a=1" },
    };
    const site = serverWith((req) => page(`page ${req.path}`, answers[req.path] ?? {}));
    for (const path of Object.keys(answers)) {
      await site.get(path);
      const again = await site.get(path);
      expect(await again.text(), path).toBe(`page ${path}`);
    }
    expect(site.renders()).toBe(8);
    expect(site.cache.size).toBe(0);
  });

  it("keeps only a 200: a shared page's 410 is sent with its status and rendered again", async () => {
    const site = serverWith(
      () =>
        new Response("gone", {
          status: 410,
          headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": SHARED_ANSWER },
        }),
    );
    expect((await site.get("/careers/closed")).status).toBe(410);
    expect((await site.get("/careers/closed")).status).toBe(410);
    expect(site.renders()).toBe(2);
    expect(site.cache.size).toBe(0);
  });

  it("is emptied by clear(): the next request renders anew", async () => {
    let version = 1;
    const site = serverWith(() => page(`version ${version}`, { "Cache-Control": SHARED_ANSWER }));
    expect(await (await site.get("/")).text()).toBe("version 1");
    version = 2;
    expect(await (await site.get("/")).text()).toBe("version 1");
    site.cache.clear();
    expect(await (await site.get("/")).text()).toBe("version 2");
    expect(site.renders()).toBe(2);
  });
});
