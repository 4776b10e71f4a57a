import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for integration secrets. The key is derived from CONFIG_ENCRYPTION_KEY with HKDF,
 * so the setting may be any long random string. Each value gets its own random 12-byte IV.
 *
 * Two stored formats, both base64 (docs/security.md):
 * - sealed (`sealSecret`): "SK2" ‖ key id ‖ iv ‖ tag ‖ ciphertext, bound (additional data) to
 *   the header, the submission's id, the card and the field, so a value cannot be moved to
 *   another submission, card or field, and names the key it needs, so keys can be rotated;
 * - the format before key ids (`encryptSecret`): iv ‖ tag ‖ ciphertext, bound to the field
 *   only. Rows stored that way stay readable; `npm run secrets:rotate` reseals them.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = "integration-configuration-secrets/v1";

type SecretKey = Buffer & { readonly __secretKey: unique symbol };

export function deriveSecretKey(configEncryptionKey: string): SecretKey {
  if (!configEncryptionKey) throw new Error("CONFIG_ENCRYPTION_KEY is empty");
  const key = hkdfSync("sha256", configEncryptionKey, Buffer.alloc(0), KEY_INFO, 32);
  return Buffer.from(key) as SecretKey;
}

/** base64(iv ‖ tag ‖ ciphertext): the format before key ids, still read by `openSecret`. */
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

const KEY_ID_INFO = "integration-configuration-secrets/key-id";
const KEY_ID_BYTES = 9;
const SEALED_MAGIC = Buffer.from("SK2", "latin1");
const HEADER_BYTES = SEALED_MAGIC.length + KEY_ID_BYTES;

/** A key and its public id (derived apart from the key: the id tells nothing about it). */
interface NamedKey {
  id: string;
  key: SecretKey;
}

/** The key new values are sealed with, and the one being rotated away from, if any. */
export interface SecretKeyring {
  current: NamedKey;
  previous: NamedKey[];
}

/** Where a sealed value belongs: it opens there and nowhere else. */
interface SecretBinding {
  /** The submission's id. */
  record: string;
  card: number;
  field: string;
}

function namedKey(setting: string): NamedKey {
  const key = deriveSecretKey(setting);
  const id = hkdfSync("sha256", setting, Buffer.alloc(0), KEY_ID_INFO, KEY_ID_BYTES);
  return { id: Buffer.from(id).toString("base64"), key };
}

/** CONFIG_ENCRYPTION_KEY, and CONFIG_ENCRYPTION_KEY_PREVIOUS while a rotation is under way. */
export function secretKeyring(current: string, previous?: string): SecretKeyring {
  return { current: namedKey(current), previous: previous ? [namedKey(previous)] : [] };
}

function boundData(header: Buffer, binding: SecretBinding): Buffer {
  const place = `\0${binding.record}\0${binding.card}\0${binding.field}`;
  return Buffer.concat([header, Buffer.from(place, "utf8")]);
}

/** base64("SK2" ‖ key id ‖ iv ‖ tag ‖ ciphertext), under the ring's current key. */
export function sealSecret(ring: SecretKeyring, plaintext: string, binding: SecretBinding): string {
  const header = Buffer.concat([SEALED_MAGIC, Buffer.from(ring.current.id, "base64")]);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", ring.current.key, iv);
  cipher.setAAD(boundData(header, binding));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), ciphertext]).toString("base64");
}

/** The id of the key a sealed value needs; undefined for the format before key ids. */
export function keyIdOf(stored: string): string | undefined {
  const bytes = Buffer.from(stored, "base64");
  if (bytes.length < HEADER_BYTES + IV_BYTES + TAG_BYTES) return undefined;
  if (!bytes.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC)) return undefined;
  return bytes.subarray(SEALED_MAGIC.length, HEADER_BYTES).toString("base64");
}

/** False for values under a previous key or in the format before key ids: rotation reseals them. */
export function isSealedUnderCurrentKey(ring: SecretKeyring, stored: string): boolean {
  return keyIdOf(stored) === ring.current.id;
}

function openSealed(key: SecretKey, stored: string, binding: SecretBinding): string {
  const bytes = Buffer.from(stored, "base64");
  const body = HEADER_BYTES + IV_BYTES;
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(HEADER_BYTES, body));
  decipher.setAAD(boundData(bytes.subarray(0, HEADER_BYTES), binding));
  decipher.setAuthTag(bytes.subarray(body, body + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(body + TAG_BYTES)),
    decipher.final(),
  ]).toString("utf8");
}

/**
 * Opens a stored value where it belongs, under whichever of the ring's keys it names. Throws
 * when the key is not given, or the value was altered or moved from elsewhere.
 */
export function openSecret(ring: SecretKeyring, stored: string, binding: SecretBinding): string {
  const keys = [ring.current, ...ring.previous];
  const id = keyIdOf(stored);
  const named = keys.find((candidate) => candidate.id === id);
  if (named) return openSealed(named.key, stored, binding);
  // The format before key ids, under the current key or the one being rotated away from.
  for (const candidate of keys) {
    try {
      return decryptSecret(candidate.key, stored, binding.field);
    } catch {
      // Not this key: try the next.
    }
  }
  throw new Error(
    id
      ? `The value is sealed under key ${id}, which is neither CONFIG_ENCRYPTION_KEY nor CONFIG_ENCRYPTION_KEY_PREVIOUS.`
      : "The value cannot be decrypted with CONFIG_ENCRYPTION_KEY or CONFIG_ENCRYPTION_KEY_PREVIOUS.",
  );
}
