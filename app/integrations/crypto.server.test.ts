import { describe, expect, it } from "vitest";
import {
  decryptSecret,
  deriveSecretKey,
  encryptSecret,
  isSealedUnderCurrentKey,
  keyIdOf,
  openSecret,
  sealSecret,
  secretKeyring,
} from "./crypto.server";

const key = deriveSecretKey("a-long-random-config-encryption-key-for-tests");

describe("integration secret encryption", () => {
  it("round-trips a value", () => {
    const stored = encryptSecret(key, "s3cr3t-välue", "client_secret");
    expect(decryptSecret(key, stored, "client_secret")).toBe("s3cr3t-välue");
  });

  it("stores base64 of a 12-byte IV, a 16-byte tag and the ciphertext, never the plaintext", () => {
    const stored = encryptSecret(key, "plaintext-secret", "client_secret");
    expect(stored).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(stored, "base64")).toHaveLength(12 + 16 + "plaintext-secret".length);
    expect(stored).not.toContain("plaintext-secret");
    expect(Buffer.from(stored, "base64").toString("latin1")).not.toContain("plaintext-secret");
  });

  it("uses a fresh IV for every value", () => {
    const first = encryptSecret(key, "same", "client_secret");
    const second = encryptSecret(key, "same", "client_secret");
    expect(first).not.toBe(second);
    expect(first.slice(0, 16)).not.toBe(second.slice(0, 16));
  });

  it("refuses another key, another field and an altered value", () => {
    const stored = encryptSecret(key, "value", "consumer_secret");
    const otherKey = deriveSecretKey("another-key-entirely-0123456789");
    expect(() => decryptSecret(otherKey, stored, "consumer_secret")).toThrow();
    expect(() => decryptSecret(key, stored, "access_token")).toThrow();
    const bytes = Buffer.from(stored, "base64");
    bytes[bytes.length - 1]! ^= 1;
    expect(() => decryptSecret(key, bytes.toString("base64"), "consumer_secret")).toThrow();
    expect(() => decryptSecret(key, "c2hvcnQ=", "consumer_secret")).toThrow(/too short/);
  });

  it("derives a 32-byte key and refuses an empty setting", () => {
    expect(key).toHaveLength(32);
    expect(() => deriveSecretKey("")).toThrow(/CONFIG_ENCRYPTION_KEY/);
  });
});

/** Produced by the code that stored every secret before key ids (field-bound only). */
const STORED_BEFORE_KEY_IDS = "GGeDlBIPgTLxqZ8mt0KfV+V5AtkwzlR6YXhOCNqp2APwqgenJfzGljEICOvwGJ0O";
const SETTING = "a-long-random-config-encryption-key-for-tests";
const NEW_SETTING = "a-new-long-random-config-encryption-key-0123";
const binding = { record: "6f1c2a7e-0000-4000-8000-000000000001", card: 0, field: "client_secret" };

describe("integration secrets bound to their record, under a named key", () => {
  it("round-trips a value bound to its record, card and field", () => {
    const ring = secretKeyring(SETTING);
    const stored = sealSecret(ring, "s3cr3t-välue", binding);
    expect(openSecret(ring, stored, binding)).toBe("s3cr3t-välue");
    expect(stored).not.toContain("s3cr3t");
  });

  it("cannot be moved to another submission, card or field", () => {
    const ring = secretKeyring(SETTING);
    const stored = sealSecret(ring, "value", binding);
    const elsewhere = "6f1c2a7e-0000-4000-8000-000000000002";
    expect(() => openSecret(ring, stored, { ...binding, record: elsewhere })).toThrow();
    expect(() => openSecret(ring, stored, { ...binding, card: 1 })).toThrow();
    expect(() => openSecret(ring, stored, { ...binding, field: "access_token" })).toThrow();
  });

  it("names its key, so that a value sealed under the previous key is still read", () => {
    const old = secretKeyring(SETTING);
    const stored = sealSecret(old, "value", binding);
    expect(keyIdOf(stored)).toBe(old.current.id);
    const rotated = secretKeyring(NEW_SETTING, SETTING);
    expect(rotated.current.id).not.toBe(old.current.id);
    expect(openSecret(rotated, stored, binding)).toBe("value");
    expect(isSealedUnderCurrentKey(rotated, stored)).toBe(false);
    const resealed = sealSecret(rotated, openSecret(rotated, stored, binding), binding);
    expect(isSealedUnderCurrentKey(rotated, resealed)).toBe(true);
    expect(openSecret(secretKeyring(NEW_SETTING), resealed, binding)).toBe("value");
    expect(() => openSecret(secretKeyring(NEW_SETTING), stored, binding)).toThrow(/key/);
  });

  it("still reads a value stored before key ids, under the current or the previous key", () => {
    expect(openSecret(secretKeyring(SETTING), STORED_BEFORE_KEY_IDS, binding)).toBe(
      "legacy-client-secret",
    );
    expect(openSecret(secretKeyring(NEW_SETTING, SETTING), STORED_BEFORE_KEY_IDS, binding)).toBe(
      "legacy-client-secret",
    );
    expect(isSealedUnderCurrentKey(secretKeyring(SETTING), STORED_BEFORE_KEY_IDS)).toBe(false);
    expect(() => openSecret(secretKeyring(NEW_SETTING), STORED_BEFORE_KEY_IDS, binding)).toThrow();
  });
});
