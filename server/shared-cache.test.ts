import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { PRIVATE_ANSWER, SHARED_ANSWER } from "~/http/cache-control";
import { sharedCache } from "./shared-cache";

/**
 * The shared cache behind a real HTTP server, as server/app.ts mounts it: `serveKept` in front
 * of the Express app, whose compression comes before `handle` with a renderer that counts its calls and answers what the test
 * says.
 */
function serverWith(answer: (req: express.Request) => Response) {
  const cache = sharedCache({ maxBytes: 1024 * 1024 });
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
    cache.handle(async (req) => {
      renders += 1;
      return answer(req);
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
    status: (path: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${base}${path}`, { headers }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on("error", reject);
      }),
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { headers }),
  };
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

  it("keeps one answer per value of the request headers its Vary names", async () => {
    const site = serverWith((req) =>
      page(`for ${req.headers.cookie ?? "nobody"}`, {
        "Cache-Control": SHARED_ANSWER,
        Vary: "Cookie",
      }),
    );
    expect(await (await site.get("/")).text()).toBe("for nobody");
    expect(await (await site.get("/", { Cookie: "a=1" })).text()).toBe("for a=1");
    expect(await (await site.get("/")).text()).toBe("for nobody");
    expect(await (await site.get("/", { Cookie: "a=1" })).text()).toBe("for a=1");
    expect(site.renders()).toBe(2);
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
