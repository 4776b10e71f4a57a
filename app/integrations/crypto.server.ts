import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for integration secrets. The key is derived from CONFIG_ENCRYPTION_KEY with HKDF,
 * so the setting may be any long random string. Each value gets its own random 12-byte IV and is
 * bound to its field name (additional data), so a stored value cannot be moved to another field.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = "integration-configuration-secrets/v1";

export type SecretKey = Buffer & { readonly __secretKey: unique symbol };

export function deriveSecretKey(configEncryptionKey: string): SecretKey {
  if (!configEncryptionKey) throw new Error("CONFIG_ENCRYPTION_KEY is empty");
  const key = hkdfSync("sha256", configEncryptionKey, Buffer.alloc(0), KEY_INFO, 32);
  return Buffer.from(key) as SecretKey;
}

/** base64(iv ‖ tag ‖ ciphertext) */
export function encryptSecret(key: SecretKey, plaintext: string, field: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(field, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64");
}

/** Throws when the value was not encrypted with this key for this field, or was altered. */
export function decryptSecret(key: SecretKey, stored: string, field: string): string {
  const bytes = Buffer.from(stored, "base64");
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error("encrypted value is too short");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(field, "utf8"));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString("utf8");
}
