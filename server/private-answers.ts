import type { Response } from "express";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Marks an answer as built from the visitor's session. The header is set as the response's
 * head is written, so it replaces whatever Cache-Control the route chose (React Router appends
 * the route's headers after the loader has run).
 */
export function keepAnswerPrivate(res: Response): void {
  if (res.locals.keptPrivate) return;
  res.locals.keptPrivate = true;
  const writeHead = res.writeHead;
  res.writeHead = function writePrivateHead(this: Response, ...args: unknown[]) {
    this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
}
