import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isSharedAnswer } from "~/http/cache-control";
import { sharedPagePolicy } from "~/http/content-security-policy.server";
import { provideMessageSets } from "~/i18n/message-sets";
import { provideEveryMessage } from "~/i18n/page";
import { everyMessage, messagesAtPath } from "~/layout/root-messages.server";
import { NonceContext } from "~/ui/nonce";

export const streamTimeout = 5_000;

// An islands page's root data names its language alone; its render takes every namespace from
// here (app/i18n/page.tsx, docs/decisions/0117).
provideEveryMessage(everyMessage);
// A document's messages, named by their address in its root data (app/i18n/message-sets.ts).
provideMessageSets(messagesAtPath);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext | undefined,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A page shared by caches is the same for everyone: no per-request nonce, and a policy that
  // lists the hashes of the application's own inline scripts (app/ui/inline-scripts.ts).
  const shared = isSharedAnswer(responseHeaders.get("Cache-Control"));
  const nonce = shared ? undefined : loadContext?.nonce;
  if (shared && loadContext && !loadContext.config.isDevelopment) {
    responseHeaders.set(
      "Content-Security-Policy",
      sharedPagePolicy(loadContext.config.isProduction),
    );
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // A shared page is kept whole, its data inline rather than streamed after it.
    const whole = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || shared;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new Coalesced(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Passes on in one chunk what React writes in one go: React writes 2 KB pieces, and each piece
 * cost the compression middleware a round trip to zlib's thread pool, about a third of a
 * server-rendered page's time (docs/decisions/0046).
 */
class Coalesced extends Transform {
  #chunks: Buffer[] = [];
  #scheduled = false;

  constructor(private readonly onEnd: () => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#chunks.push(chunk);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#pushChunks());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.#pushChunks();
    this.onEnd();
    callback();
  }

  #pushChunks() {
    this.#scheduled = false;
    if (this.#chunks.length === 0) return;
    this.push(this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks));
    this.#chunks = [];
  }
}

/**
 * A client's mistake (an unknown address, a form posted to a page without one) is an ordinary
 * 4xx, which the request log records: not an error worth a stack trace.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}
