import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ServerConfig } from "./config";
import type { Logger } from "./logger";

export const SECRET_NAMES = [
  "BETTER_AUTH_SECRET",
  "CONFIG_ENCRYPTION_KEY",
  "JOTFORM_WEBHOOK_SECRET",
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Record<SecretName, string>;

const storedSecretsSchema = z.record(z.string(), z.string().min(32));

/**
 * Secrets come from the environment. A real deployment (https PUBLIC_URL) refuses to start
 * without them; anywhere else they are generated once into DATA_DIR so that a fresh clone
 * runs with nothing set, and sessions survive restarts.
 */
export function resolveSecrets(config: ServerConfig, log: Logger): Secrets {
  const missing = SECRET_NAMES.filter((name) => !config.env[name]);
  if (missing.length > 0 && config.isProduction) {
    throw new Error(
      `Missing secret settings for a production deployment: ${missing.join(", ")}. ` +
        "Set them in the environment (see .env.example).",
    );
  }
  const file = path.join(config.dataDir, "dev-secrets.json");
  const stored = missing.length > 0 ? readStoredSecrets(file) : {};
  const secrets = {} as Secrets;
  let generated = false;
  for (const name of SECRET_NAMES) {
    const value = config.env[name] ?? stored[name];
    if (value) {
      secrets[name] = value;
    } else {
      secrets[name] = randomBytes(32).toString("base64url");
      stored[name] = secrets[name];
      generated = true;
    }
  }
  if (generated) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  if (missing.length > 0) {
    log.warn(
      { file, settings: missing },
      "Using development secrets kept in DATA_DIR; set these settings for a real deployment",
    );
  }
  return secrets;
}

function readStoredSecrets(file: string): Record<string, string> {
  try {
    return storedSecretsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return {};
  }
}
