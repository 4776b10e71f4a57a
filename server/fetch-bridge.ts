import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * Express's request as the Fetch API's, for React Router's request handler, and its Response
 * written back: what `@react-router/express` does, kept here because the shared cache
 * (server/shared-cache.ts) must see the Response before it is sent.
 *
 * The address is `origin` (PUBLIC_URL's) followed by the request's path and query, never built
 * from the Host or X-Forwarded-Proto headers: a client writes those, and a protocol such as
 * `http://host/privacy-policy#` made another page render for the path asked
 * (docs/security.md#the-fourth-review). A request target that is not a path (the absolute
 * form `GET http://host/x`, `*`) is refused with 400.
 */
export function fetchRequestOf(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  if (!req.originalUrl.startsWith("/")) {
    throw Object.assign(new Error("the request target is not a path"), { status: 400 });
  }
  const url = new URL(`${origin}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/**
 * Writes a Fetch Response on Express's: its headers replace those set before (the security
 * headers' policy, when the page brings its own), cookies are all kept.
 */
export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
