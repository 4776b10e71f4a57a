import { expect, test } from "@playwright/test";

test("/.well-known/security.txt names the company's contact as RFC 9116 asks, in plain text", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
  expect(text).toMatch(/^Preferred-Languages: en$/m);
  expect(text).toContain(`Canonical: ${new URL("/.well-known/security.txt", baseURL).href}`);
  const expires = /^Expires: (\S+)$/m.exec(text)?.[1] ?? "";
  const inDays = (Date.parse(expires) - Date.now()) / 86_400_000;
  expect(inDays).toBeGreaterThan(30);
  expect(inDays).toBeLessThan(366);
});
