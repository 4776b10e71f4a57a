import type { RequestHandler } from "express";

interface UnreadBodyTiming {
  /** How long the client may stop sending before the connection is closed. */
  idleMs: number;
  /** How long the rest may take in all. */
  totalMs: number;
}

const UNREAD_BODY_TIMING: UnreadBodyTiming = { idleMs: 5_000, totalMs: 30_000 };

/**
 * Connections whose rest is read and dropped at once, per process. Each passes its client's
 * bytes through memory as garbage until the next collection: forty stalled 5 MB uploads from
 * one address raised the server's memory by 55 to 61 MB (npm run bench:uploads). Beyond this
 * many, a refused request's connection is closed as soon as its answer is sent.
 */
export const LINGERING_AT_ONCE = 8;
let lingering = 0;

/** Connections whose rest is being read and dropped now. */
export const lingeringNow = () => lingering;

/**
 * A request answered before its body was read whole (refused at once: an address over its
 * limit, a body too large by its declared length, no place among the uploads, an upload that
 * stalled) has the rest of its body read and dropped for a short while, nothing of it kept: a
 * browser still sending then sees the answer instead of a reset connection (what nginx calls a
 * lingering close). Once the client stops sending for `idleMs`, or after `totalMs` in all, the
 * connection is closed; with `LINGERING_AT_ONCE` connections doing so already, at once.
 */
export function dropUnreadBodies(timing: UnreadBodyTiming = UNREAD_BODY_TIMING): RequestHandler {
  return (req, res, next) => {
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      // Whatever read the body before (the page's reader, done with it) reads no more.
      req.removeAllListeners("data");
      req.unpipe();
      const socket = req.socket;
      const close = () => socket?.destroy();
      if (lingering >= LINGERING_AT_ONCE) {
        close();
        return;
      }
      lingering += 1;
      const idle = setTimeout(close, timing.idleMs);
      const total = setTimeout(close, timing.totalMs);
      const done = () => {
        lingering -= 1;
        clearTimeout(idle);
        clearTimeout(total);
        req.off("end", done);
        socket?.off("close", done);
      };
      req.on("data", () => idle.refresh());
      req.once("end", done);
      // The request has said "close" already (its answer is sent): the socket says when it goes.
      // A kept-alive socket outlives the request, so whichever comes first removes the other.
      socket?.once("close", done);
      req.resume();
    });
    next();
  };
}
