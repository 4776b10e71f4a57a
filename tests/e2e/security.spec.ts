import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN, ADMIN_STATE, e2eDataDir } from "./support";

const clientDir = path.resolve(import.meta.dirname, "../../build/client");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test("no secret reaches the files sent to browsers", async () => {
  const secrets = Object.values(
    JSON.parse(readFileSync(path.join(e2eDataDir, "dev-secrets.json"), "utf8")) as Record<
      string,
      string
    >,
  );
  expect(secrets.length).toBeGreaterThan(0);
  const forbidden = [
    ...secrets,
    ADMIN.password,
    // Names of secret settings: no page mentions them, so their presence would mean server code
    // (the config and secrets modules) was bundled for the browser.
    "BETTER_AUTH_SECRET",
    "CONFIG_ENCRYPTION_KEY",
    "JOTFORM_WEBHOOK_SECRET",
  ];
  const files = filesUnder(clientDir).filter((file) =>
    /\.(js|css|html|data|json|txt|map)$/.test(file),
  );
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const value of forbidden) {
      expect(
        text.includes(value),
        `${path.relative(clientDir, file)} contains ${value.slice(0, 12)}…`,
      ).toBe(false);
    }
  }
});

test("the session cookie is HttpOnly and SameSite=Lax", async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  await page.goto("/admin/audit");
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const session = (await context.cookies()).find((cookie) => cookie.name.includes("session_token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  await context.close();
});

test("a form posted from another site is refused", async ({ request }) => {
  const response = await request.post("/?index", {
    form: { name: "Mallory", email: "mallory@example.com", phone: "", message: "cross-site" },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(response.status()).toBe(403);
  const script = await request.post("/api/leads/contact", {
    form: { name: "Mallory", email: "mallory@example.com", phone: "", message: "cross-site" },
    headers: { Origin: "https://evil.example" },
  });
  expect(script.status()).toBe(403);
  const admin = await request.post("/admin/people", {
    form: { intent: "invite", firstName: "E", lastName: "Vil", email: "evil@example.com" },
    headers: { Origin: "https://evil.example" },
  });
  expect(admin.status()).toBe(403);
});

test("a body over 64 KB is refused with 413", async ({ request }) => {
  const response = await request.post("/?index", {
    form: { name: "Big", email: "big@example.com", phone: "", message: "x".repeat(70_000) },
  });
  expect(response.status()).toBe(413);
});
