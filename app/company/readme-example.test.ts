import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "./profile";

/** The README's complete example of COMPANY_PROFILE_FILE: the documented format must be valid. */
describe("the README's company profile example", () => {
  it("passes the profile schema", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");
    const section = readme.slice(readme.indexOf("### The company profile"));
    const json = /```json\n([\s\S]*?)```/.exec(section)?.[1];
    expect(json).toBeDefined();
    const parsed = companyProfileSchema.safeParse(JSON.parse(json ?? ""));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.offices[0]?.hours.sunday).toBeNull();
  });
});
