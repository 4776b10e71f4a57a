import { describe, expect, it } from "vitest";
import { collectWhenIdle } from "./idle-collection";

/** A collector whose timer the test fires by hand. */
function collectorWithHandTimer() {
  let tick: (() => void) | undefined;
  let stopped = false;
  let collections = 0;
  const idle = collectWhenIdle({
    collect: () => {
      collections++;
    },
    every: (callback) => {
      tick = callback;
      return { unref() {} };
    },
    stopTimer: () => {
      stopped = true;
    },
  });
  return {
    idle,
    look: () => tick?.(),
    collections: () => collections,
    stopped: () => stopped,
  };
}

describe("collecting when the server turns quiet", () => {
  it("collects twice at the first quiet look after requests, then not again while quiet", () => {
    const server = collectorWithHandTimer();
    server.idle.noteRequest();
    server.idle.noteRequest();
    server.look(); // requests since the last look: busy
    expect(server.collections()).toBe(0);
    server.look(); // quiet, after requests
    expect(server.collections()).toBe(2);
    server.look();
    server.look();
    expect(server.collections()).toBe(2);
  });

  it("never collects while requests keep arriving, nor on a server that had none", () => {
    const server = collectorWithHandTimer();
    server.look();
    server.look();
    for (let look = 0; look < 5; look++) {
      server.idle.noteRequest();
      server.look();
    }
    expect(server.collections()).toBe(0);
  });

  it("collects again after the next burst", () => {
    const server = collectorWithHandTimer();
    server.idle.noteRequest();
    server.look();
    server.look();
    server.idle.noteRequest();
    server.look();
    server.look();
    expect(server.collections()).toBe(4);
  });

  it("stops its timer", () => {
    const server = collectorWithHandTimer();
    server.idle.stop();
    expect(server.stopped()).toBe(true);
  });
});
