import type { RequestHandler } from "express";

export interface UnreadBodyTiming {
  /** How long the client may stop sending before the connection is closed. */
  idleMs: number;
  /** How long the rest may take in all. */
  totalMs: number;
}

export const UNREAD_BODY_TIMING: UnreadBodyTiming = { idleMs: 5_000, totalMs: 30_000 };

/**
 * A request answered before its body was read whole (refused at once: an address over its
 * limit, a body too large by its declared length, no place among the uploads, an upload that
 * stalled) has the rest of its body read and dropped for a short while, nothing of it kept: a
 * browser still sending then sees the answer instead of a reset connection (what nginx calls a
 * lingering close). Once the client stops sending for `idleMs`, or after `totalMs` in all, the
 * connection is closed.
 */
export function dropUnreadBodies(timing: UnreadBodyTiming = UNREAD_BODY_TIMING): RequestHandler {
  return (req, res, next) => {
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      // Whatever read the body before (the page's reader, done with it) reads no more.
      req.removeAllListeners("data");
      req.unpipe();
      const close = () => req.socket?.destroy();
      const idle = setTimeout(close, timing.idleMs);
      const total = setTimeout(close, timing.totalMs);
      const done = () => {
        clearTimeout(idle);
        clearTimeout(total);
      };
      req.on("data", () => idle.refresh());
      req.once("end", done);
      req.once("close", done);
      req.resume();
    });
    next();
  };
}
