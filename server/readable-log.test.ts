import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { createLogger } from "./logger";
import { readableLine } from "./readable-log";

function linesOf(env: Record<string, string>, isTerminal: boolean) {
  const lines: string[] = [];
  const log = createLogger(
    loadConfig({ NODE_ENV: "test", ...env }),
    { write: (line: string) => lines.push(line) },
    isTerminal,
  );
  log.warn(
    { setupLink: "http://localhost:3000/admin/setup?x=1" },
    "The admin has no password yet: open this one-time link (valid 24 hours) to set it",
  );
  return lines;
}

describe("the server's log format", () => {
  it("writes readable lines in a terminal, the setup link on a line of its own", () => {
    const [line] = linesOf({}, true);
    expect(line).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}The admin has no password yet: open this one-time link \(valid 24 hours\) to set it\n {4}setupLink: http:\/\/localhost:3000\/admin\/setup\?x=1\n$/,
    );
  });

  it("writes JSON lines when its output is not a terminal", () => {
    const [line] = linesOf({}, false);
    expect(JSON.parse(line!)).toMatchObject({
      level: 40,
      setupLink: "http://localhost:3000/admin/setup?x=1",
    });
  });

  it("writes JSON in a terminal too when asked (LOG_FORMAT=json), readable lines when asked", () => {
    expect(JSON.parse(linesOf({ LOG_FORMAT: "json" }, true)[0]!)).toMatchObject({ level: 40 });
    expect(linesOf({ LOG_FORMAT: "readable" }, false)[0]).toContain(" WARN ");
  });

  it("refuses a format it does not know", () => {
    expect(() => loadConfig({ LOG_FORMAT: "pretty" })).toThrow(
      "LOG_FORMAT must be json or readable",
    );
  });

  it("reads a request as method, address, status and time", () => {
    const line = readableLine(
      JSON.stringify({
        level: 30,
        time: 0,
        msg: "request completed",
        req: { id: 1, method: "GET", url: "/pricing" },
        res: { statusCode: 200 },
        responseTime: 12.4,
      }),
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/pricing 200 12 ms\n$/);
  });
});
