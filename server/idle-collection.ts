/**
 * Gives the memory a burst of requests left behind back to the system once the server is quiet
 * (docs/decisions/0114). After a load V8 keeps the heap the load grew to, garbage included: on
 * the desk's data, 220 MB of heap for 50 MB alive, the process at 397 MB for minutes, where two
 * full collections brought it to 253 MB. Its memory reducer did not shrink it on the quiet server;
 * Node exposes V8's collection with `--expose-gc` (`npm start`, the systemd unit, the benches).
 */

/** How often the server is looked at: a quiet period this long after requests collects. */
export const IDLE_COLLECTION_MS = 10_000;

interface IdleCollectionOptions {
  /** V8's full collection (`globalThis.gc` under `--expose-gc`). */
  collect: () => void;
  intervalMs?: number;
  /** Timers, for tests. */
  every?: (callback: () => void, ms: number) => { unref(): void };
  stopTimer?: (timer: { unref(): void }) => void;
}

export interface IdleCollection {
  /** Called for every request the server receives. */
  noteRequest(): void;
  stop(): void;
}

/**
 * Collects twice when a look finds no request since the last one but some since the last
 * collection: the first collection frees the garbage, the second releases the pages it emptied
 * (measured: one left the heap at 174 MB, two at 79 MB). Never while requests arrive, and once a
 * quiet period, so an idle server does nothing.
 */
export function collectWhenIdle({
  collect,
  intervalMs = IDLE_COLLECTION_MS,
  every = (callback, ms) => setInterval(callback, ms),
  stopTimer = (timer) => clearInterval(timer as ReturnType<typeof setInterval>),
}: IdleCollectionOptions): IdleCollection {
  let sinceLook = 0;
  let sinceCollection = 0;
  const timer = every(() => {
    const quiet = sinceLook === 0;
    sinceLook = 0;
    if (!quiet || sinceCollection === 0) return;
    sinceCollection = 0;
    collect();
    collect();
  }, intervalMs);
  timer.unref();
  return {
    noteRequest() {
      sinceLook++;
      sinceCollection++;
    },
    stop: () => stopTimer(timer),
  };
}

/** V8's collection when the process was started with `--expose-gc`, else undefined. */
export function exposedCollection(): (() => void) | undefined {
  const gc = (globalThis as { gc?: () => void }).gc;
  return typeof gc === "function" ? () => gc() : undefined;
}
