import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

test("pages carry the security headers and a CSP nonce on every inline script", async ({
  request,
}) => {
  // A page rendered per request (a sign-in link with a return address); the pages kept for
  // everyone, or for every signed-out visitor, are tested below.
  const address = "/admin/login?redirectTo=%2Fadmin%2Fleads";
  const response = await request.get(address);
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["strict-transport-security"]).toBeUndefined(); // only on an https deployment

  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) {
    // A data block (the page's messages as JSON) is never run, so the policy does not apply to it.
    if (/\bsrc=/.test(attributes) || /type="application\/json"/.test(attributes)) continue;
    expect(attributes).toContain(`nonce="${nonce}"`);
  }
  const second = await request.get(address);
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
});

test("a sign-in page is kept for signed-out visitors, and rendered per request for a session", async ({
  request,
}) => {
  const kept = await request.get("/admin/login");
  expect(kept.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(kept.headers().vary).toBe("Accept-Encoding, Cookie");
  expect(kept.headers().etag).toBeTruthy();
  expect(await kept.text()).toContain("Admin Login");

  const withSession = await request.get("/admin/login", {
    headers: { Cookie: "site.session_token=not-a-session" },
  });
  expect(withSession.status()).toBe(200);
  expect(withSession.headers()["content-security-policy"]).toMatch(/'nonce-/);
  expect(await withSession.text()).toContain("Admin Login");
});

test("public pages are sent as kept: the hashes of their inline scripts, compressed, ETag and 304", async ({
  request,
}) => {
  const response = await request.get("/features", { headers: { "Accept-Encoding": "br" } });
  const headers = response.headers();
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toContain("'nonce-");
  expect(csp).toContain("frame-ancestors 'none'");
  const html = await response.text();
  expect(html).not.toContain("nonce=");
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=/.test(attributes ?? ""),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , content] of inline) {
    const hash = createHash("sha256")
      .update(content ?? "")
      .digest("base64");
    expect(csp).toContain(`'sha256-${hash}'`);
  }

  const again = await request.get("/features", { headers: { "Accept-Encoding": "br" } });
  expect(again.headers().etag).toBe(headers.etag);
  expect(await again.text()).toBe(html);
  const notModified = await request.get("/features", {
    headers: { "If-None-Match": headers.etag ?? "" },
  });
  expect(notModified.status()).toBe(304);
});

test("hashed assets are cached for a year, and responses are compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expect((await request.get("/assets/missing-file.js")).status()).toBe(404);
});

test("/healthz answers 200 while the database answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test.describe("a second server process", () => {
  let server: ChildProcess | undefined;
  let dataDir = "";
  let port = 0;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be a pattern
  test.beforeEach(async ({}, testInfo) => {
    // A first start on an empty data directory: slow on a busy machine.
    test.setTimeout(150_000);
    // Beside this run's own ports (E2E_PORT), so that parallel runs do not meet.
    port = Number(process.env.E2E_PORT ?? 3100) + 90 + testInfo.parallelIndex;
    dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-shutdown-"));
    server = spawn(process.execPath, ["scripts/start.mjs"], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: "ignore",
    });
    await waitForHealth(port);
  });

  test.afterEach(() => {
    server?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("finishes an in-flight request after SIGTERM, then exits cleanly", async () => {
    const body = "name=Ada&email=ada%40example.com&phone=&message=Hello+there";
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    // Send the headers and half the body, then ask the server to stop.
    socket.write(
      `POST /?index HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => server!.once("exit", resolve));
    server!.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    await new Promise((resolve) => socket.once("close", resolve));
    // A valid contact post is answered by Post/Redirect/Get (docs/decisions/0038).
    expect(Buffer.concat(chunks).toString()).toMatch(/^HTTP\/1\.1 303/);
    expect(await exited).toBe(0);
  });

  test("after load on kept-alive connections, exits within 10 s of SIGTERM", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const get = (address: string) =>
      new Promise<void>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: address, agent }, (response) => {
            response.resume();
            response.on("end", resolve);
          })
          .on("error", reject);
      });
    for (let round = 0; round < 10; round += 1) {
      await Promise.all(
        Array.from({ length: 20 }, (_, n) => get(n % 2 ? "/features" : "/admin/login?x=1")),
      );
    }
    // Twenty connections are open and idle, kept alive by the agent.
    const exited = new Promise<number | null>((resolve) => server!.once("exit", resolve));
    const stopping = Date.now();
    server!.kill("SIGTERM");
    const code = await exited;
    agent.destroy();
    expect(Date.now() - stopping).toBeLessThan(10_000);
    expect(code).toBe(0);
  });
});

/** Runs the server's entry with these settings, without a build step: the start-up checks come first. */
function startServer(env: Record<string, string>, port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
}

test.describe("start-up checks", () => {
  let dataDir = "";
  let port = 0;
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be a pattern
  test.beforeEach(async ({}, testInfo) => {
    // A cold start compiles the server and opens a fresh database: slow on a busy machine.
    test.setTimeout(150_000);
    // Beside this run's own ports (E2E_PORT), so that parallel runs do not meet.
    port = Number(process.env.E2E_PORT ?? 3100) + 5 + testInfo.parallelIndex;
    dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-start-"));
  });
  test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  for (const { name, env, message } of [
    {
      name: "TRUST_PROXY=true",
      env: { TRUST_PROXY: "true" },
      message: /TRUST_PROXY: .*loopback/,
    },
    {
      name: "a short secret in production",
      env: {
        PUBLIC_URL: "https://www.example.com",
        BETTER_AUTH_SECRET: "q1Jm0fX2kq8bq2wqkDk0o3yW1Xz7mS9vTn4uQy5bJ1E=",
        CONFIG_ENCRYPTION_KEY: "not-random-enough",
        JOTFORM_WEBHOOK_SECRET: "Zk3v8Qp1Wm6Tn2Rb7Yx4Lc9Hd5Gs0Jf3Ka8Pe1Uo6Iw",
      },
      message: /CONFIG_ENCRYPTION_KEY is shorter than 32 random bytes.*openssl rand -base64 32/,
    },
  ]) {
    test(`refuses to start with ${name}, saying what to set`, async () => {
      const server = startServer(env, port, dataDir);
      let stderr = "";
      server.stderr?.on("data", (chunk) => {
        stderr += String(chunk);
      });
      const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
      const stillRunning = new Promise<string>((resolve) => setTimeout(resolve, 90_000, "running"));
      const code = await Promise.race([exited, stillRunning]);
      server.kill("SIGKILL");
      expect(code).toBe(1);
      expect(stderr).toMatch(message);
    });
  }

  test("counts IPv6 clients of one /64 network together against a limit", async () => {
    const server = startServer({ TRUST_PROXY: "loopback", FORM_RATE_LIMIT: "2" }, port, dataDir);
    server.stderr?.resume();
    try {
      await waitForHealth(port, 120_000);
      const send = (client: string) =>
        fetch(`http://127.0.0.1:${port}/api/leads/contact`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "X-Forwarded-For": client,
          },
          body: "name=&email=&phone=&message=",
        }).then((response) => response.status);
      expect(await send("2001:db8:7:1::1")).toBe(400);
      expect(await send("2001:db8:7:1:aaaa:bbbb:cccc:dddd")).toBe(400);
      expect(await send("2001:db8:7:1::ffff")).toBe(429);
      expect(await send("2001:db8:7:2::1")).toBe(400);
      expect(await send("::ffff:198.51.100.4")).toBe(400);
      expect(await send("198.51.100.4")).toBe(400);
      expect(await send("198.51.100.4")).toBe(429);
    } finally {
      server.kill("SIGKILL");
    }
  });
});

async function waitForHealth(port: number, withinMs = 60_000) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}
