import { describe, expect, it } from "vitest";
import { createHttpServer, PROXY_IDLE_MS } from "./http-server";

describe("the HTTP server's kept-alive connections", () => {
  it("stay open longer than a proxy keeps them idle, so the proxy closes first", () => {
    const server = createHttpServer(() => {});
    expect(server.keepAliveTimeout).toBeGreaterThan(PROXY_IDLE_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
