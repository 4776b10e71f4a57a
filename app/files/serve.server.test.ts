import { describe, expect, it } from "vitest";
import { filePolicy, mayRead, readAccess } from "./serve.server";

describe("who may read a file", () => {
  const employee = { isAdmin: false, permissions: [] };
  const admin = { isAdmin: true, permissions: [] };
  it("public: everyone; admin: the admin alone; a kind no longer known: nobody", () => {
    expect(mayRead("public", null)).toBe(true);
    expect(mayRead("admin", null)).toBe(false);
    expect(mayRead("admin", employee)).toBe(false);
    expect(mayRead("admin", admin)).toBe(true);
    expect(mayRead(readAccess("retired-kind"), admin)).toBe(false);
    expect(readAccess("company-w9")).toBe("public");
  });

  it("a permission: whoever holds it, and the admin", () => {
    expect(mayRead("leads", null)).toBe(false);
    expect(mayRead("leads", employee)).toBe(false);
    expect(mayRead("leads", { isAdmin: false, permissions: ["leads"] })).toBe(true);
    expect(mayRead("leads", admin)).toBe(true);
  });
});

describe("the policy of a served file", () => {
  it("runs nothing; every type but PDF (whose viewer will not start sandboxed) is sandboxed", () => {
    expect(filePolicy("application/pdf")).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    expect(filePolicy("application/pdf")).not.toMatch(/sandbox/);
    expect(filePolicy("image/png")).toMatch(/^default-src 'none';.*; sandbox$/);
  });
});
