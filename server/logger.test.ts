import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { createLogger } from "./logger";

describe("createLogger", () => {
  it("passes every logged url and path through the same redaction", () => {
    const lines: string[] = [];
    const log = createLogger(loadConfig({ NODE_ENV: "test" }), {
      write: (line: string) => lines.push(line),
    });
    log.warn({ url: "/api/webhooks/jotform/s3cr3t?token=s3cr3t" }, "a url");
    log.warn({ path: "/API/webhooks/jotform/s3cr3t" }, "a path");
    log.child({ module: "x" }).info({ url: "/admin/setup?token=s3cr3t" }, "from a child");
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toContain("[redacted]");
      expect(line).not.toContain("s3cr3t");
    }
  });
});
