import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { company } from "~/company/fixed-facts";
import { ACKNOWLEDGEMENTS_PER_DOMAIN_PER_DAY } from "~/mail/acknowledgement-limit.server";
import { outbox } from "~/mail/mail.schema";
import { action as contactAction } from "~/marketing/routes/home";
import { useTestDatabase } from "../../tests/support/database";
import { formPost, testContext } from "../../tests/support/requests";
import { leads } from "./leads.schema";

const database = useTestDatabase();
const INBOX = "leads@example.com";
const ACK_SUBJECT = `We received your message | ${company.name}`;

beforeEach(async () => {
  await database().truncateAll();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-02T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());

/** Sends the home page's contact form, each time from another client address. */
let client = 0;
async function sendContact(email: string) {
  const request = formPost("/?index", {
    name: "Ada Lovelace",
    email,
    phone: "(555) 010-0123",
    message: "Please call me back.",
  });
  const context = { ...testContext(database(), { COMPANY_INBOX: INBOX }) };
  context.clientAddress = `198.51.100.${++client % 250}`;
  const result = (await contactAction({
    request,
    params: {},
    context,
    unstable_pattern: "",
  } as never)) as { init: { status?: number } | null };
  return result.init?.status ?? 200;
}

async function mailsTo(address: string) {
  const rows = await database().db.select().from(outbox);
  return rows.filter((row) => row.to.trim().toLowerCase() === address);
}

describe("acknowledgements of contact messages", () => {
  it("go to one address at most 3 times a day, however its case is written; leads and notifications always", async () => {
    for (const email of [
      "ada@example.net",
      "ADA@example.net",
      "Ada@Example.Net",
      "ada@EXAMPLE.net",
      "ada@example.net",
    ]) {
      expect(await sendContact(email)).toBe(200);
    }
    expect(await database().db.select().from(leads)).toHaveLength(5);
    const notifications = await mailsTo(INBOX);
    expect(notifications).toHaveLength(5);
    const acknowledgements = await mailsTo("ada@example.net");
    expect(acknowledgements).toHaveLength(3);
    expect(acknowledgements.every((mail) => mail.subject === ACK_SUBJECT)).toBe(true);
  });

  it("are counted per address: another address is still acknowledged", async () => {
    for (let i = 0; i < 4; i++) await sendContact("victim@example.org");
    await sendContact("grace@example.net");
    expect(await mailsTo("victim@example.org")).toHaveLength(3);
    expect(await mailsTo("grace@example.net")).toHaveLength(1);
  });

  it("resume the next day", async () => {
    for (let i = 0; i < 4; i++) await sendContact("ada@example.net");
    vi.setSystemTime(new Date("2026-03-03T12:00:00Z"));
    await sendContact("ada@example.net");
    const acknowledgements = await mailsTo("ada@example.net");
    expect(acknowledgements).toHaveLength(4);
    expect(await database().db.select().from(outbox).where(eq(outbox.to, INBOX))).toHaveLength(5);
  });

  it("count aliases of one mailbox as that mailbox: +tags anywhere, dots at Gmail", async () => {
    for (const email of [
      "victim+1@gmail.com",
      "v.ictim@gmail.com",
      "VICTIM+news@googlemail.com",
      "vic.tim+2@Gmail.com",
      "victim@gmail.com",
    ]) {
      expect(await sendContact(email)).toBe(200);
    }
    const rows = await database().db.select().from(outbox);
    expect(rows.filter((row) => row.subject === ACK_SUBJECT)).toHaveLength(3);
    // Dots count elsewhere: they may name another mailbox.
    await sendContact("ada.lovelace+a@example.net");
    await sendContact("ada.lovelace+b@example.net");
    await sendContact("adalovelace@example.net");
    await sendContact("ada.lovelace@example.net");
    expect(await mailsTo("adalovelace@example.net")).toHaveLength(1);
    expect(
      (await database().db.select().from(outbox)).filter(
        (row) => row.subject === ACK_SUBJECT && row.to.startsWith("ada.lovelace"),
      ),
    ).toHaveLength(3);
  });

  it(`stop at ${ACKNOWLEDGEMENTS_PER_DOMAIN_PER_DAY} a day to one domain, whatever the addresses; leads still stored`, async () => {
    for (let i = 0; i <= ACKNOWLEDGEMENTS_PER_DOMAIN_PER_DAY; i++) {
      expect(await sendContact(`person${i}@victim.example`)).toBe(200);
    }
    const acknowledged = (await database().db.select().from(outbox)).filter(
      (row) => row.subject === ACK_SUBJECT,
    );
    expect(acknowledged).toHaveLength(ACKNOWLEDGEMENTS_PER_DOMAIN_PER_DAY);
    expect(await database().db.select().from(leads)).toHaveLength(
      ACKNOWLEDGEMENTS_PER_DOMAIN_PER_DAY + 1,
    );
    // Another domain is not held back by it.
    await sendContact("grace@example.net");
    expect(await mailsTo("grace@example.net")).toHaveLength(1);
  });
});
