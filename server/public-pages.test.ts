import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type RequestListener } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { PRERENDER_NONCE } from "~/ui/nonce";
import {
  chooseEncoding,
  fixPage,
  hashedAssets,
  type PublicPages,
  pagePathOf,
  publicPages,
} from "./public-pages";

const servers: Array<ReturnType<typeof createServer>> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/** The pages of a cache behind Express, as the app mounts them; 404 for what they pass on. */
function serve(pages: PublicPages): RequestListener {
  const app = express();
  app.use(pages.handle);
  app.use((_req, res) => res.status(404).send("not a kept page"));
  return (req, res) => {
    if (!pages.serveReady(req, res)) app(req, res);
  };
}

const page = (text: string) =>
  `<!DOCTYPE html><html><head><script nonce="${PRERENDER_NONCE}">boot()</script></head>` +
  `<body><p>${text}</p><script type="module" src="/assets/a.js"></script>` +
  `<script nonce="${PRERENDER_NONCE}" type="module">import("/assets/b.js")</script></body></html>`;

function cache(
  render: (path: string) => string | Response,
  signedOutPaths: string[] = [],
  answers: string[] = [],
) {
  const renders: string[] = [];
  const pages = publicPages({
    paths: ["/", "/features"],
    signedOutPaths,
    answers,
    carriesSession: (req) => (req.headers.cookie ?? "").includes("session="),
    render: async (pagePath) => {
      renders.push(pagePath);
      const result = render(pagePath);
      return typeof result === "string"
        ? new Response(result, { headers: { "Content-Type": "text/html; charset=utf-8" } })
        : result;
    },
    securityHeaders: { "X-Frame-Options": "DENY" },
    policy: (sources) => `script-src 'self' ${sources.join(" ")}`,
    onError: () => undefined,
  });
  return { pages, renders };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("fixPage", () => {
  it("drops the placeholder nonce and lists the hash of each inline script, not of files", () => {
    const { html, scriptHashes } = fixPage(page("Hello"));
    expect(html).not.toContain("nonce=");
    expect(scriptHashes).toEqual([sha256("boot()"), sha256('import("/assets/b.js")')]);
  });

  it("refuses a page where the placeholder is left elsewhere", () => {
    expect(() => fixPage(`<p>${PRERENDER_NONCE}</p>`)).toThrow(/placeholder/);
  });
});

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});

describe("pagePathOf", () => {
  it("keys a page by its path, without the query or trailing slashes", () => {
    expect(pagePathOf("/features/?utm=1")).toBe("/features");
    expect(pagePathOf("/?index")).toBe("/");
  });
});

describe("publicPages", () => {
  it("renders a page once and sends the same bytes in the encoding asked, with its policy", async () => {
    const { pages, renders } = cache(() => page("Hello"));
    const origin = await listen(serve(pages));
    const br = await fetch(`${origin}/features`, { headers: { "Accept-Encoding": "br" } });
    const gzip = await fetch(`${origin}/features?x=1`, { headers: { "Accept-Encoding": "gzip" } });
    const plain = await fetch(`${origin}/features`, { headers: { "Accept-Encoding": "" } });
    expect(renders).toEqual(["/features"]);

    const fixed = fixPage(page("Hello"));
    expect(await plain.text()).toBe(fixed.html);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("x-frame-options")).toBe("DENY");
    expect(br.headers.get("content-security-policy")).toBe(
      `script-src 'self' ${fixed.scriptHashes.join(" ")}`,
    );
    const etags = [br, gzip, plain].map((response) => response.headers.get("etag"));
    expect(new Set(etags).size).toBe(3);
  });

  it("answers 304 to a client holding the page in any encoding", async () => {
    const { pages } = cache(() => page("Hello"));
    const origin = await listen(serve(pages));
    const first = await fetch(`${origin}/`, { headers: { "Accept-Encoding": "gzip" } });
    const etag = first.headers.get("etag")!;
    const again = await fetch(`${origin}/`, {
      headers: { "Accept-Encoding": "br", "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await fetch(`${origin}/`, { headers: { "If-None-Match": '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("passes on paths it does not keep, writes, and pages that did not render as 200", async () => {
    const { pages } = cache((pagePath) =>
      pagePath === "/" ? new Response("oops", { status: 500 }) : page("Hello"),
    );
    const origin = await listen(serve(pages));
    expect((await fetch(`${origin}/admin/login`)).status).toBe(404);
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/features`, { method: "POST" })).status).toBe(404);
  });

  it("sends a page kept for signed-out visitors only to requests with no session and no query", async () => {
    const { pages, renders } = cache(
      (pagePath) => page(`Sign in at ${pagePath}`),
      ["/admin/login"],
    );
    const origin = await listen(serve(pages));
    const signedOut = await fetch(`${origin}/admin/login`);
    expect(await signedOut.text()).toContain("Sign in at /admin/login");
    expect(signedOut.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect((await fetch(`${origin}/admin/login`)).status).toBe(200);
    expect(renders).toEqual(["/admin/login"]);

    // Someone signed in, or a link with a return address: the page is theirs, rendered per request.
    const signedIn = await fetch(`${origin}/admin/login`, { headers: { Cookie: "session=abc" } });
    expect(signedIn.status).toBe(404);
    expect((await fetch(`${origin}/admin/login?redirectTo=%2Fadmin%2Fleads`)).status).toBe(404);
    // Public pages stay the same for everyone, signed in or not.
    const publicPage = await fetch(`${origin}/features`, { headers: { Cookie: "session=abc" } });
    expect(publicPage.status).toBe(200);
    expect(publicPage.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("keeps answers (a page with a query) for the server to send, never for a visitor's GET", async () => {
    const { pages, renders } = cache(
      (pagePath) => page(pagePath === "/?sent=contact" ? "Message sent" : "Home"),
      [],
      ["/?sent=contact"],
    );
    const answer = await pages.answer("/?sent=contact");
    expect(answer && fixPage(page("Message sent")).html).toBe(answer?.identity.bytes.toString());
    expect(await pages.answer("/?sent=contact")).toBe(answer);
    expect(await pages.answer("/?sent=unknown")).toBeNull();
    const origin = await listen(serve(pages));
    expect(await (await fetch(`${origin}/?sent=contact`)).text()).toContain("Home");
    expect(renders).toEqual(["/?sent=contact", "/"]);
  });

  it("renders a page that failed per request for a while instead of trying again each time", async () => {
    let failing = true;
    const { pages, renders } = cache(() =>
      failing ? new Response("unavailable", { status: 503 }) : page("Back"),
    );
    const origin = await listen(serve(pages));
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect(renders).toEqual(["/"]);
    failing = false;
    pages.invalidate();
    expect(await (await fetch(`${origin}/`)).text()).toContain("Back");
  });

  it("renders again after invalidate(), and keeps nothing rendered under the old version", async () => {
    let text = "Old phone";
    const { pages, renders } = cache(() => page(text));
    const origin = await listen(serve(pages));
    await pages.warm();
    expect(renders).toEqual(["/", "/features"]);
    expect(await (await fetch(`${origin}/`)).text()).toContain("Old phone");

    text = "New phone";
    pages.invalidate();
    expect(pages.version).toBe(1);
    expect(await (await fetch(`${origin}/`)).text()).toContain("New phone");
    expect(renders).toEqual(["/", "/features", "/"]);
  });
});

describe("hashedAssets", () => {
  it("reads a file once, sends it compressed, immutable, and 404s what is missing", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "assets-"));
    const script = `export const answer = ${"42;".repeat(200)}`;
    writeFileSync(path.join(directory, "entry-AbC123.js"), script);
    try {
      const assets = hashedAssets(directory, { "X-Content-Type-Options": "nosniff" });
      const app = express();
      app.use("/assets", assets.handle, (_req, res) => res.status(404).send("missing"));
      const origin = await listen((req, res) => {
        if (!assets.serveReady(req, res)) app(req, res);
      });
      const url = `${origin}/assets/entry-AbC123.js`;
      const first = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
      expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(first.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(first.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await first.text()).toBe(script);

      const raw = await rawGet(url, "br");
      expect(raw.encoding).toBe("br");
      expect(brotliDecompressSync(raw.body).toString()).toBe(script);
      const gz = await rawGet(url, "gzip");
      expect(gunzipSync(gz.body).toString()).toBe(script);

      expect((await fetch(`${origin}/assets/missing-file.js`)).status).toBe(404);
      expect((await fetch(`${origin}/assets/..%2Fsecret.js`)).status).toBe(404);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

/** A GET whose body is read as sent (fetch would decode it). */
async function rawGet(url: string, encoding: string) {
  const { request } = await import("node:http");
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          encoding: response.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}
