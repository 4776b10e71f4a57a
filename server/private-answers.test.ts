import express from "express";
import { describe, expect, it } from "vitest";
import { keepAnswerPrivate } from "./private-answers";

async function cacheControlOf(app: express.Express, path: string) {
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  server.close();
  return response.headers.get("cache-control");
}

describe("keepAnswerPrivate", () => {
  const app = express();
  app.get("/session", (_req, res) => {
    keepAnswerPrivate(res);
    keepAnswerPrivate(res);
    // A route's own choice, appended afterwards as React Router does, is replaced.
    res.append("Cache-Control", "public, max-age=3600").send("yours");
  });
  app.get("/public", (_req, res) => {
    res.append("Cache-Control", "public, max-age=3600").send("anyone's");
  });

  it("sends private, no-store on an answer marked private, and leaves others alone", async () => {
    expect(await cacheControlOf(app, "/session")).toBe("private, no-store");
    expect(await cacheControlOf(app, "/public")).toBe("public, max-age=3600");
  });
});
