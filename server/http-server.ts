import { createServer, type RequestListener, type Server } from "node:http";

/**
 * How long a reverse proxy keeps an idle connection to the site open before reusing it: nginx's
 * upstream `keepalive_timeout` is 60 s unless set (docs/operations.md).
 */
export const PROXY_IDLE_MS = 60_000;

/**
 * Node closes an idle kept-alive connection after 5 s by default. A client that sends its next
 * request on it at that moment gets a reset (ECONNRESET), the request lost: so the server waits
 * longer than any client or proxy keeps a connection idle, and they close first
 * (docs/decisions/0115). `headersTimeout` must stay above it, or Node cuts a reused
 * connection's next request while it is still being read.
 */
export const KEEP_ALIVE_MS = PROXY_IDLE_MS + 5_000;

export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
