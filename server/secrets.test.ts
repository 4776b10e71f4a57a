import { chmodSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

  const strong = {
    BETTER_AUTH_SECRET: "q1Jm0fX2kq8bq2wqkDk0o3yW1Xz7mS9vTn4uQy5bJ1E=", // openssl rand -base64 32
    CONFIG_ENCRYPTION_KEY: "a".repeat(64), // openssl rand -hex 32
    JOTFORM_WEBHOOK_SECRET: "Zk3v8Qp1Wm6Tn2Rb7Yx4Lc9Hd5Gs0Jf3Ka8Pe1Uo6Iw", // 43 base64url characters
  };

  it("refuses a production secret shorter than 32 random bytes, saying how to make one", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    const production = { PUBLIC_URL: "https://www.example.com", DATA_DIR: dataDir };
    expect(resolveSecrets(loadConfig({ ...production, ...strong }), silent)).toEqual(strong);
    for (const weak of [
      "x".repeat(40), // 30 bytes of base64
      "q1Jm0fX2kq8bq2wqkDk0o3yW1Xz7mS9vTn4uQy5b==", // 30 bytes of base64
      "ab".repeat(31), // 31 bytes of hex
      "correct horse battery staple",
    ]) {
      const config = loadConfig({ ...production, ...strong, CONFIG_ENCRYPTION_KEY: weak });
      expect(() => resolveSecrets(config, silent)).toThrow(
        /CONFIG_ENCRYPTION_KEY is shorter than 32 random bytes.*openssl rand -base64 32/,
      );
    }
    // A local run keeps accepting whatever it is given.
    expect(
      resolveSecrets(
        loadConfig({ DATA_DIR: dataDir, ...strong, BETTER_AUTH_SECRET: "short" }),
        silent,
      ).BETTER_AUTH_SECRET,
    ).toBe("short");
  });

  it("keeps DATA_DIR readable by the server's user only (0700) and the secrets file 0600", () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    const fresh = path.join(parent, "fresh");
    resolveSecrets(loadConfig({ DATA_DIR: fresh }), silent);
    expect(statSync(fresh).mode & 0o777).toBe(0o700);

    // Modes loosened by hand, or by an older version, are put right at the next start.
    const old = path.join(parent, "old");
    mkdirSync(old, { mode: 0o755 });
    chmodSync(old, 0o755);
    const file = path.join(old, "dev-secrets.json");
    writeFileSync(file, JSON.stringify({ BETTER_AUTH_SECRET: "k".repeat(43) }), { mode: 0o644 });
    chmodSync(file, 0o644);
    resolveSecrets(loadConfig({ DATA_DIR: old, ...strong }), silent);
    expect(statSync(old).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
