import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

const dataDir = path.resolve(import.meta.dirname, "../..", process.env.E2E_DATA_DIR ?? ".e2e-data");
/** The e2e server's DATA_DIR (its generated development secrets live there). */
export const e2eDataDir = dataDir;

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every message the e2e server has sent so far, oldest first. */
export function caughtMail(): CaughtMail[] {
  const dir = path.join(dataDir, "mail");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CaughtMail);
}

/** Waits for a message to the address whose subject matches, and gives back the first link in it. */
export async function linkFromMail(to: string, subject: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = caughtMail().findLast((m) => m.to.includes(to) && subject.test(m.subject));
        link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return link;
}

/** The first-run admin setup link the server logged. */
export function setupLink(): string {
  return readFileSync(path.join(dataDir, "setup-link.txt"), "utf8").trim();
}

export const ADMIN = { email: "admin@example.com", password: "correct horse battery staple" };

/** The admin's signed-in browser state, saved by auth.setup.ts. */
export const ADMIN_STATE = path.join(dataDir, "admin-state.json");

/** Waits for a message to the address whose subject matches, and gives it back. */
export async function waitForMail(to: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      () => {
        found = caughtMail().findLast((m) => m.to.includes(to) && subject.test(m.subject));
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${to} with the subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/**
 * Waits until React has hydrated the page up to the main landmark (the header comes before it):
 * from then on forms and buttons answer to their scripted handlers, not the browser's defaults.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactProps$"));
  });
}
