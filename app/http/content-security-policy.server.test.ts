import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BOOT_SCRIPT, INLINE_SCRIPTS } from "~/ui/inline-scripts";
import { sharedPagePolicy } from "./content-security-policy.server";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the policy of a page shared by caches", () => {
  it("lets exactly the application's own inline scripts run: their hashes, no nonce", () => {
    const policy = sharedPagePolicy(false);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
    expect(scriptSources).toEqual(["'self'", ...INLINE_SCRIPTS.map(sha256)]);
    expect(policy).not.toMatch(/nonce/);
    expect(policy).not.toContain(sha256("alert(1)"));
  });

  it("knows the script the document writes from the build, not from a page", () => {
    // The root layout writes the boot script from the same constant the hashes are taken from.
    const root = readFileSync(path.join(import.meta.dirname, "../root.tsx"), "utf8");
    expect(root).toMatch(/<script nonce=\{nonce\}[^>]*>\s*\{BOOT_SCRIPT\}\s*<\/script>/);
    expect(INLINE_SCRIPTS).toContain(BOOT_SCRIPT);
    expect(sharedPagePolicy(true)).toContain("upgrade-insecure-requests");
  });
});
