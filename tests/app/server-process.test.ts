import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../support/imports";

/**
 * The server as a process of its own (server/main.ts): what it does at start-up and on SIGTERM.
 * Which settings it refuses, and the messages, are the config's and secrets' unit tests'.
 */

/** A loopback port no one listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForHealth(port: number, withinMs = 120_000) {
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

/** A first start on an empty data directory, or a cold compile, is slow on a busy machine. */
const SLOW = { timeout: 150_000 };

const exitOf = (server: ChildProcess) =>
  new Promise<number | null>((resolve) => server.once("exit", resolve));

let dataDir = "";
let port = 0;
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "app-process-"));
  port = await freePort();
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe("a started server (npm start)", SLOW, () => {
  let server: ChildProcess | undefined;
  beforeEach(async () => {
    server = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: "ignore",
    });
    await waitForHealth(port);
  }, SLOW.timeout);
  afterEach(() => {
    server?.kill("SIGKILL");
  });

  it("finishes an in-flight request after SIGTERM, then exits cleanly", async () => {
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
    const exited = exitOf(server!);
    server!.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    await new Promise((resolve) => socket.once("close", resolve));
    // A valid contact post is answered by Post/Redirect/Get (docs/decisions/0038).
    expect(Buffer.concat(chunks).toString()).toMatch(/^HTTP\/1\.1 303/);
    expect(await exited).toBe(0);
  });

  it("after load on kept-alive connections, exits within 10 s of SIGTERM", async () => {
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
    const exited = exitOf(server!);
    const stopping = Date.now();
    server!.kill("SIGTERM");
    const code = await exited;
    agent.destroy();
    expect(Date.now() - stopping).toBeLessThan(10_000);
    expect(code).toBe(0);
  });
});

describe("start-up checks", SLOW, () => {
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
    it(`refuses to start with ${name}, saying what to set, before it listens`, async () => {
      // The server's entry without a build step: the start-up checks come first.
      const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        cwd: ROOT,
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
      let stderr = "";
      server.stderr?.on("data", (chunk) => {
        stderr += String(chunk);
      });
      const stillRunning = new Promise<string>((resolve) =>
        setTimeout(resolve, 120_000, "running"),
      );
      const code = await Promise.race([exitOf(server), stillRunning]);
      server.kill("SIGKILL");
      expect(code).toBe(1);
      expect(stderr).toMatch(message);
    });
  }
});
