import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CompanyProfile, exampleProfile } from "~/company/profile";
import { profileFormValues } from "~/company/profile-page/profile-form.server";
import { TestSmtpServer } from "../support/smtp";
import {
  createDatabase,
  deploymentSecrets,
  pageText,
  postContact,
  postForm,
  request,
  type ServerProcess,
  type SystemDatabase,
  setUpAdmin,
  startServer,
  stopAllServers,
  uniqueVisitor,
  waitUntil,
} from "./support";

/**
 * The company profile on a live deployment (docs/operations.md#example-values-in-production):
 * two production processes behind one https address, on one PostgreSQL. Started on the example
 * profile, they say so (a start-up error, a notice on admin pages) and send no mail to example
 * addresses; a save on one is served by the other within 5 seconds, without a restart.
 */

// Behind a TLS-terminating proxy: the processes speak plain http, the public address is https.
const PUBLIC_URL = "https://www.northstarpower.com";
const smtp = new TestSmtpServer(4610);
let database: SystemDatabase;
let a: ServerProcess;
let b: ServerProcess;
let adminCookie: string;

/** What an office that went live types into /admin/company. */
const liveProfile: CompanyProfile = {
  ...exampleProfile,
  legalName: "North Star Power & Light",
  shortName: "North Star Power",
  mainPhone: "(626) 963-4100",
  fax: "(626) 963-4199",
  emergencyPhone: "(626) 963-4911",
  email: "info@northstarpower.com",
  hrEmail: "hr@northstarpower.com",
  leadInbox: "leads@northstarpower.com",
  quoteFormUrl: "https://forms.northstarpower.com/quote",
  offices: exampleProfile.offices.map((office) => ({ ...office, phone: "(626) 963-4100" })),
};

beforeAll(async () => {
  database = await createDatabase();
  await smtp.start();
  const env = { ...deploymentSecrets(), SMTP_URL: smtp.url, PUBLIC_URL };
  [a, b] = await Promise.all([
    startServer({ name: "A", port: 3610, databaseUrl: database.url, env }),
    startServer({ name: "B", port: 3611, databaseUrl: database.url, env }),
  ]);
  adminCookie = await setUpAdmin(a, [a, b]);
}, 180_000);

afterAll(async () => {
  await stopAllServers();
  await smtp.stop();
  await database?.drop();
});

/** The page as the server sends it, its character references read. */
async function page(server: ServerProcess, path: string, cookie?: string) {
  const answer = await request(`${server.url}${path}`, { cookie });
  expect(answer.status).toBe(200);
  return pageText(answer.body);
}

function jsonLdOf(html: string): string {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join(",");
}

/**
 * The notice as drawn, not its words alone: an office page also carries them in its messages
 * (the frame's catalogue namespace), drawn or not.
 */
const NOTICE = /id="example-values-title"[^>]*>This live site still shows example values</;

describe("a production start on the example profile", () => {
  it("logs an error naming each field still on an example value", () => {
    for (const server of [a, b]) {
      const error = server.logs.find((line) => Array.isArray(line.exampleFields));
      expect(error?.level).toBe(50);
      expect(error?.exampleFields).toEqual(
        expect.arrayContaining(["mainPhone", "email", "leadInbox", "quoteFormUrl"]),
      );
      expect(error?.msg).toContain("Lead inbox (info@example.com)");
    }
  });

  it("shows a red notice naming the fields on every admin page, linking to the profile", async () => {
    for (const path of ["/admin/leads", "/admin/outbox", "/admin/company", "/admin/audit"]) {
      const html = await page(b, path, adminCookie);
      const notice = /<div role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
      expect(notice, path).toMatch(NOTICE);
      expect(notice).toContain('href="/admin/company"');
      expect(notice).toContain("Lead inbox");
      expect(notice).toContain("Main phone");
    }
    expect(await page(b, "/")).not.toMatch(NOTICE);
  });

  it("never mails the example lead inbox: the outbox shows it failed, with the reason", async () => {
    const visitor = uniqueVisitor("prodcheck");
    const visitorAddress = visitor.email.replace("@example.com", "@visitors.northstarpower.com");
    expect((await postContact(a.url, { ...visitor, email: visitorAddress })).status).toBe(200);

    // The acknowledgement to the visitor's real address is sent; the notification is not.
    const [acknowledgement] = await smtp.waitForMessages(1, 10_000);
    expect(acknowledgement!.recipients).toEqual([visitorAddress]);
    await waitUntil(
      async () =>
        (await page(b, "/admin/outbox", adminCookie)).includes(
          "info@example.com is an example address that nobody reads",
        ),
      10_000,
      "the refused notification in the outbox",
    );
    expect(smtp.received.flatMap(({ recipients }) => recipients)).not.toContain("info@example.com");
  });
});

describe("a profile saved on one process", () => {
  it("is served by the other, page and JSON-LD, within 5 seconds, and the notice goes", async () => {
    const before = await page(b, "/");
    expect(before).toContain("(555) 010-0100");

    const saved = await postForm(
      `${a.url}/admin/company`,
      { ...profileFormValues(liveProfile), intent: "save" },
      { cookie: adminCookie },
    );
    expect([200, 302, 303]).toContain(saved.status);

    await waitUntil(
      async () => {
        const html = await page(b, "/");
        return html.includes("(626) 963-4100") && jsonLdOf(html).includes("+16269634100");
      },
      5_000,
      "B to serve the new phone on its home page and in its JSON-LD",
    );
    const home = await page(b, "/");
    expect(home).not.toContain("(555) 010-0100");
    const [business] = JSON.parse(`[${jsonLdOf(home)}]`) as { legalName: string }[];
    expect(business?.legalName).toBe("North Star Power & Light");

    await waitUntil(
      async () => !NOTICE.test(await page(b, "/admin/leads", adminCookie)),
      5_000,
      "the notice to leave B's admin pages",
    );
  });
});
