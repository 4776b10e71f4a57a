import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/app";

/** The fields themselves are the route's unit test's (app/site/security-txt.test.ts). */
const app = useTestApp();

describe("/.well-known/security.txt through the server", () => {
  it("is answered in plain text, naming the deployment's own address as canonical", async () => {
    const response = await app().fetch("/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
    expect(text).toContain(`Canonical: ${app().url}/.well-known/security.txt`);
  });
});
