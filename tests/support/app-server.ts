import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import pino from "pino";
import { DEFAULT_QUOTE_FORM_URL } from "~/company/fixed-facts";
import { startingProfile } from "~/company/starting-profile";
import { companyStore } from "~/company/store.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createApp } from "../../server/app";
import { testConfig, testSecrets } from "./requests";
import { stubServerBuild } from "./server-build";

/**
 * The site's HTTP app (server/app.ts: every middleware, React Router's request handling) on a
 * real socket, around a test database and a build of the route modules given: what a test of
 * how the server reads a request's body needs, without a build of the whole site. A document
 * request renders the action's data as JSON.
 */
export async function startTestApp(
  database: DatabaseHandle,
  routes: Record<string, { path: string; module: object }>,
  env: Record<string, string> = {},
) {
  const root = { default: () => null };
  const build = stubServerBuild({
    // A document request answers the action's data as JSON: these tests read what the server did.
    entry: {
      default: (
        _request: Request,
        status: number,
        headers: Headers,
        context: { staticHandlerContext: { actionData: unknown } },
      ) => Response.json(context.staticHandlerContext.actionData ?? null, { status, headers }),
    },
    routes: {
      root: { id: "root", path: "", module: root },
      ...Object.fromEntries(
        Object.entries(routes).map(([id, route]) => [id, { id, parentId: "root", ...route }]),
      ),
    },
  });
  const config = testConfig({ PUBLIC_URL: "http://127.0.0.1", ...env });
  const app = createApp({
    config,
    secrets: testSecrets,
    log: pino({ level: "silent" }),
    database,
    settings: { quoteFormUrl: DEFAULT_QUOTE_FORM_URL },
    company: companyStore(database.db, { profile: startingProfile(config.env), version: 0 }),
    build,
    clientDir: "/nonexistent-client-dir",
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/**
 * A request written on its own socket, as a slow or hostile client sends it: the head's lines
 * now, the body when the test says. `answer` resolves on the head of the server's answer,
 * whether or not the body was sent; `closed` once the server closed the connection.
 */
export function rawRequest(port: number, head: readonly string[]) {
  const socket: Socket = connect(port, "127.0.0.1");
  socket.setNoDelay(true);
  const chunks: Buffer[] = [];
  let sent = 0;
  const answer = new Promise<RawAnswer>((resolve) => {
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const received = Buffer.concat(chunks).toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const [statusLine = "", ...lines] = received.slice(0, end).split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers });
    });
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => undefined);
  socket.write(`${head.join("\r\n")}\r\n\r\n`);
  return {
    answer,
    closed,
    /** Writes body bytes; resolves once the socket took them (false: it was closed). */
    send: (bytes: Uint8Array | string) =>
      new Promise<boolean>((resolve) => {
        if (socket.destroyed) return resolve(false);
        sent += typeof bytes === "string" ? Buffer.byteLength(bytes) : bytes.byteLength;
        socket.write(bytes, (error) => resolve(!error));
      }),
    sent: () => sent,
    destroy: () => socket.destroy(),
    /** What the server sent so far, as UTF-8. */
    text: () => Buffer.concat(chunks).toString("utf8"),
  };
}

/** Waits at most `ms` for a promise: its value, or "timed out". */
export function within<T>(ms: number, promise: Promise<T>): Promise<T | "timed out"> {
  return Promise.race([
    promise,
    new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), ms)),
  ]);
}
