import { describe, expect, it } from "vitest";
import { decryptSecret, deriveSecretKey, encryptSecret } from "./crypto.server";

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
