import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { resolveSecrets, SECRET_NAMES } from "./secrets";

const silent = pino({ level: "silent" });

describe("resolveSecrets", () => {
  it("generates development secrets once into DATA_DIR and reuses them", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    const first = resolveSecrets(loadConfig({ DATA_DIR: dataDir }), silent);
    const second = resolveSecrets(loadConfig({ DATA_DIR: dataDir }), silent);
    expect(second).toEqual(first);
    for (const name of SECRET_NAMES) expect(first[name]).toHaveLength(43);
    const file = path.join(dataDir, "dev-secrets.json");
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("prefers the environment", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    const secrets = resolveSecrets(
      loadConfig({
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: "from-the-environment-0123456789abcdef",
      }),
      silent,
    );
    expect(secrets.BETTER_AUTH_SECRET).toBe("from-the-environment-0123456789abcdef");
  });

  it("refuses to start a production deployment without its secrets, naming them", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://www.example.com",
      JOTFORM_WEBHOOK_SECRET: "x".repeat(40),
    });
    expect(() => resolveSecrets(config, silent)).toThrow(
      "Missing secret settings for a production deployment: BETTER_AUTH_SECRET, CONFIG_ENCRYPTION_KEY.",
    );
  });
});
