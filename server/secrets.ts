import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ServerConfig } from "./config";
import type { Logger } from "./logger";

export const SECRET_NAMES = [
  "BETTER_AUTH_SECRET",
  "CONFIG_ENCRYPTION_KEY",
  "JOTFORM_WEBHOOK_SECRET",
] as const;
type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Record<SecretName, string>;

const storedSecretsSchema = z.record(z.string(), z.string().min(32));

/** A secret must hold at least this many random bytes (what `openssl rand -base64 32` gives). */
const MIN_SECRET_BYTES = 32;

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
  const weak = SECRET_NAMES.filter(
    (name) => config.env[name] && secretBytes(config.env[name]) < MIN_SECRET_BYTES,
  );
  if (weak.length > 0 && config.isProduction) {
    throw new Error(
      `${weak.join(", ")} ${weak.length > 1 ? "are" : "is"} shorter than ${MIN_SECRET_BYTES} random bytes. ` +
        "Make each one with: openssl rand -base64 32",
    );
  }
  keepPrivate(config.dataDir, "directory", log);
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
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  if (existsSync(file)) keepPrivate(file, "file", log);
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

/**
 * The random bytes a secret holds, read as it was most likely made: 64 or more hex digits are
 * hex (`openssl rand -hex 32`); anything else counts 6 bits a character, as base64 does
 * (`openssl rand -base64 32` prints 44 characters). So 43 characters are the least accepted.
 */
function secretBytes(secret: string): number {
  if (/^(?:[0-9a-f]{2})+$/i.test(secret)) return secret.length / 2;
  return Math.floor((secret.replace(/=+$/, "").length * 6) / 8);
}

/**
 * DATA_DIR holds the embedded database and the development secrets: readable by the server's
 * user only. Modes are set on every start, so a directory or file made looser is put right.
 */
function keepPrivate(target: string, kind: "directory" | "file", log: Logger) {
  const mode = kind === "directory" ? 0o700 : 0o600;
  try {
    if (kind === "directory") mkdirSync(target, { recursive: true, mode });
    chmodSync(target, mode);
  } catch (error) {
    // A directory owned by another user (a mounted volume) cannot be changed: say so, go on.
    if (kind === "directory" && !existsSync(target)) throw error;
    log.warn(
      { err: error, [kind]: target },
      `could not restrict the ${kind}'s mode to ${mode.toString(8)}`,
    );
  }
}
