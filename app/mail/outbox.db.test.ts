import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exampleProfile } from "~/company/profile";
import { storedFiles } from "~/files/files.schema";
import { tinyPdf } from "~/files/test-files";
import { useTestDatabase } from "../../tests/support/database";
import { testConfig } from "../../tests/support/requests";
import { TestSmtpServer } from "../../tests/support/smtp";
import { type OutboxMessage, outbox } from "./mail.schema";
import { createMailTransport, DEFAULT_MAIL_FROM, type MailTransport } from "./mailer.server";
import {
  claimNextMail,
  enqueueMail,
  enqueueMails,
  MAIL_ATTACHMENTS_MAX_BYTES,
  MAILS_PER_STATEMENT,
  MailAttachmentError,
  nudgeOutbox,
  type OutgoingMail,
} from "./outbox.server";
import { mailTimings } from "./retry";
import { deliverDueMail, startOutboxWorker } from "./worker.server";

const database = useTestDatabase();
const smtp = new TestSmtpServer();
const log = pino({ level: "silent" });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const transports: MailTransport[] = [];
const stopWorkers: Array<() => Promise<void>> = [];

afterAll(() => smtp.stop());
beforeEach(async () => {
  await database().truncateAll();
  smtp.received.length = 0;
  smtp.refusing = false;
  smtp.answerDelayMs = 0;
  await smtp.start();
});
afterEach(async () => {
  await Promise.all(stopWorkers.splice(0).map((stop) => stop()));
  for (const transport of transports.splice(0)) transport.close();
});

function mail(n: number): OutgoingMail {
  return {
    to: "office@example.com",
    subject: `Message ${n}`,
    text: `Text of message ${n}`,
    html: `<p>HTML of message ${n}</p>`,
  };
}

/** Delivers everything due at the given moment, over a fresh SMTP transport. */
function deliverAt(at: Date | number) {
  const transport = createMailTransport(smtp.url);
  transports.push(transport);
  const now = () => new Date(at);
  return deliverDueMail({ db: database().db, transport, from: DEFAULT_MAIL_FROM, log, now });
}

async function onlyRow(): Promise<OutboxMessage> {
  const rows = await database().db.select().from(outbox);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function waitForStatus(id: string, status: OutboxMessage["status"], timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await database().db.select().from(outbox).where(eq(outbox.id, id));
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`status stayed ${row?.status}, expected ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("queueing mail", () => {
  it("queues several messages at once, each pending and due now, and none for an empty list", async () => {
    await enqueueMails(database().db, []);
    await enqueueMails(database().db, [mail(1), { ...mail(2), replyTo: "visitor@example.net" }]);
    const rows = await database().db.select().from(outbox).orderBy(outbox.subject);
    expect(rows.map((row) => [row.subject, row.status, row.replyTo])).toEqual([
      ["Message 1", "pending", null],
      ["Message 2", "pending", "visitor@example.net"],
    ]);
    expect(rows[0]!.nextAttemptAt.getTime()).toBe(rows[0]!.createdAt.getTime());
  });

  it("queues a backlog a hundred a statement, its ids in order, and none of it when one is refused", async () => {
    const count = 2 * MAILS_PER_STATEMENT + 1;
    const backlog = Array.from({ length: count }, (_, n) => mail(n));
    const ids = await enqueueMails(database().db, backlog);
    const stored = new Map(
      (await database().db.select().from(outbox)).map((row) => [row.id, row.subject]),
    );
    expect(ids.map((id) => stored.get(id))).toEqual(backlog.map((message) => message.subject));
    await database().truncateAll();
    // The last statement's message names a file that is not stored: the first two are undone.
    const refused = [
      ...backlog.slice(0, -1),
      {
        ...mail(count),
        attachments: [{ fileId: "00000000-0000-4000-8000-000000000000", name: "gone.pdf" }],
      },
    ];
    await expect(enqueueMails(database().db, refused)).rejects.toBeInstanceOf(MailAttachmentError);
    expect(await database().db.select().from(outbox)).toEqual([]);
  });
});

describe("mail outbox delivery over SMTP", () => {
  it("delivers a queued message with its headers and both bodies", async () => {
    await enqueueMail(database().db, { ...mail(1), replyTo: "visitor@example.net" });
    expect(await deliverAt(Date.now())).toBe(1);

    const [received] = await smtp.waitForMessages(1);
    expect(received!.recipients).toEqual(["office@example.com"]);
    const parsed = received!.parsed;
    expect(parsed.from?.value).toEqual([
      { name: "Example Electric", address: "no-reply@example.com" },
    ]);
    expect(parsed.replyTo?.value[0]?.address).toBe("visitor@example.net");
    expect(parsed.subject).toBe("Message 1");
    expect(parsed.text?.trim()).toBe("Text of message 1");
    expect(parsed.html).toContain("<p>HTML of message 1</p>");

    const row = await onlyRow();
    expect(parsed.messageId).toBe(`<${row.id}@example.com>`);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("masks a link's token in the stored copy once the message is sent (docs/security.md)", async () => {
    const token = "Zq8vN3kT_yWb-5RpLx2c%2F9";
    const url = `https://site.example/admin/set-password?lang=en&token=${token}`;
    await enqueueMail(database().db, {
      to: "hire@example.net",
      subject: "Set your password",
      text: `Set your password: ${url}\nA second copy: ${url}`,
      html: `<p><a href="${url.replace("&", "&amp;")}">Set your password</a></p><p>${url}</p>`,
    });
    const pending = await onlyRow();
    expect(pending.text).toContain(token);

    expect(await deliverAt(Date.now())).toBe(1);
    const [received] = await smtp.waitForMessages(1);
    // The person gets the whole link...
    expect(received!.parsed.text).toContain(token);
    expect(received!.parsed.html).toContain(token);
    // ...and the outbox keeps only its first characters, in both bodies.
    const sent = await onlyRow();
    expect(sent.status).toBe("sent");
    for (const body of [sent.text, sent.html]) {
      expect(body).not.toContain(token);
      expect(body).not.toContain(token.slice(4, 12));
      expect(body).toContain("token=Zq8v…");
    }
    expect(sent.text).toContain(
      "Set your password: https://site.example/admin/set-password?lang=en&token=Zq8v…\n",
    );
  });

  it("keeps a message pending while the SMTP server is down, and delivers it once it is back", async () => {
    await enqueueMail(database().db, mail(1));
    const start = Date.now();
    await smtp.stop();

    expect(await deliverAt(start)).toBe(1);
    let row = await onlyRow();
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextAttemptAt.getTime()).toBe(start + MINUTE);

    // Not due yet half a minute later: nothing is attempted.
    expect(await deliverAt(start + 30_000)).toBe(0);

    await smtp.start();
    expect(await deliverAt(start + MINUTE)).toBe(1);
    await smtp.waitForMessages(1);
    row = await onlyRow();
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("backs off 1, 2, 4 minutes while the server refuses mail, then delivers", async () => {
    await enqueueMail(database().db, mail(1));
    smtp.refusing = true;
    let now = Date.now();
    for (const expectedDelay of [MINUTE, 2 * MINUTE, 4 * MINUTE]) {
      expect(await deliverAt(now)).toBe(1);
      const row = await onlyRow();
      expect(row.status).toBe("pending");
      expect(row.lastError).toMatch(/451/);
      expect(row.nextAttemptAt.getTime() - now).toBe(expectedDelay);
      now = row.nextAttemptAt.getTime();
    }
    smtp.refusing = false;
    expect(await deliverAt(now)).toBe(1);
    expect(await onlyRow()).toMatchObject({ status: "sent", attempts: 4 });
    expect(smtp.received).toHaveLength(1);
  });

  it("retries until 24 hours after the message was queued, then marks it failed with the last error", async () => {
    await enqueueMail(database().db, mail(1));
    const { createdAt, giveUpAt } = await onlyRow();
    expect(giveUpAt.getTime() - createdAt.getTime()).toBe(24 * HOUR);
    await smtp.stop();

    // The last retry is scheduled at the end of the window, not after it.
    await deliverAt(giveUpAt.getTime() - 30_000);
    expect(await onlyRow()).toMatchObject({ status: "pending", nextAttemptAt: giveUpAt });

    await deliverAt(giveUpAt);
    const row = await onlyRow();
    expect(row).toMatchObject({ status: "failed", attempts: 2, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    expect(await deliverAt(giveUpAt.getTime() + 48 * HOUR)).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("takes over a message whose sender died once its lease has ended", async () => {
    await enqueueMail(database().db, mail(1));
    const claimedAt = Date.now();
    const claimed = await claimNextMail(database().db, new Date(claimedAt));
    expect(claimed).toMatchObject({ status: "sending", attempts: 1 });

    expect(await deliverAt(claimedAt + MINUTE)).toBe(0);
    expect(await deliverAt(claimedAt + mailTimings.sendLeaseMs)).toBe(1);
    expect(await onlyRow()).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it("sends each message once when several claimers work the queue at the same time", async () => {
    const total = 30;
    for (let n = 1; n <= total; n++) await enqueueMail(database().db, mail(n));

    const handled = await Promise.all([1, 2, 3, 4].map(() => deliverAt(Date.now())));
    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(total);

    const subjects = smtp.received.map((message) => message.parsed.subject);
    expect(subjects).toHaveLength(total);
    expect(new Set(subjects).size).toBe(total);
    const rows = await database().db.select().from(outbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});

describe("the outbox worker", () => {
  const slowPoll = 10 * MINUTE; // longer than any test: only the enqueue nudge can be at work

  function startWorker(env: Record<string, string>, profile = () => exampleProfile) {
    const stop = startOutboxWorker({
      database: database(),
      config: testConfig(env),
      company: { current: () => ({ profile: profile(), version: 0 }) },
      log,
      pollIntervalMs: slowPoll,
    });
    stopWorkers.push(stop);
    return stop;
  }

  it("holds mail without SMTP_URL, and delivers it once a server is configured", async () => {
    const stopHolding = startWorker({});
    await enqueueMail(database().db, mail(1));
    const { id } = await onlyRow();
    await waitForStatus(id, "held");
    await stopHolding();
    expect(smtp.received).toHaveLength(0);

    startWorker({ SMTP_URL: smtp.url });
    await smtp.waitForMessages(1);
    expect(await waitForStatus(id, "sent")).toMatchObject({ attempts: 1 });
  });

  it("looks at the outbox once for the nudges of a burst of enqueues, not once each", async () => {
    let looks = 0;
    const real = database().db;
    const db = new Proxy(real, {
      get: (target, property, receiver) => {
        if (property === "update") looks++;
        return Reflect.get(target, property, receiver);
      },
    });
    const stop = startOutboxWorker({
      database: { ...database(), db },
      config: testConfig({}),
      company: { current: () => ({ profile: exampleProfile, version: 0 }) },
      log,
      pollIntervalMs: slowPoll,
    });
    stopWorkers.push(stop);
    await vi.waitFor(() => expect(looks).toBe(1)); // the look at start
    await new Promise((resolve) => setTimeout(resolve, 50));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      for (let i = 0; i < 10; i++) {
        nudgeOutbox();
        await vi.advanceTimersByTimeAsync(4);
      }
      await vi.advanceTimersByTimeAsync(mailTimings.nudgeCoalesceMs);
      expect(looks).toBe(2);
    } finally {
      vi.useRealTimers();
    }
    await stop();
  });

  it("sends fresh mail at once when woken by the enqueue", async () => {
    startWorker({ SMTP_URL: smtp.url });
    await enqueueMail(database().db, mail(1));
    const [received] = await smtp.waitForMessages(1, 3_000);
    expect(received!.parsed.subject).toBe("Message 1");
  });

  it("finishes the send in flight before stop() resolves", async () => {
    smtp.answerDelayMs = 400;
    const stop = startWorker({ SMTP_URL: smtp.url });
    await enqueueMail(database().db, mail(1));
    const { id } = await onlyRow();
    await waitForStatus(id, "sending");
    await stop();
    expect((await onlyRow()).status).toBe("sent");
    expect(smtp.received).toHaveLength(1);
  });

  it("sends queued mail under the company's name as it is when each message goes out", async () => {
    await enqueueMail(database().db, mail(1));
    await enqueueMail(database().db, mail(2));
    let profile = exampleProfile;
    smtp.answerDelayMs = 300;
    startWorker({ SMTP_URL: smtp.url }, () => profile);
    const [first] = await database()
      .db.select()
      .from(outbox)
      .where(eq(outbox.subject, "Message 1"));
    await waitForStatus(first!.id, "sending");
    // Renamed while the first message is on its way: the second, queued before, takes the new name.
    profile = { ...exampleProfile, shortName: "North Star Power" };
    const received = await smtp.waitForMessages(2);
    const senders = received.map(({ parsed }) => [parsed.subject, parsed.from?.value[0]?.name]);
    expect(senders).toEqual([
      ["Message 1", "Example Electric"],
      ["Message 2", "North Star Power"],
    ]);
  });

  it("in production, never attempts mail to an example address: it fails with the reason", async () => {
    startWorker({ SMTP_URL: smtp.url, PUBLIC_URL: "https://northstarpower.com" });
    await enqueueMail(database().db, mail(1));
    await enqueueMail(database().db, { ...mail(2), to: "office@northstarpower.com" });
    const [received] = await smtp.waitForMessages(1);
    expect(received!.parsed.subject).toBe("Message 2");

    const [refused] = await database()
      .db.select()
      .from(outbox)
      .where(eq(outbox.subject, "Message 1"));
    expect(await waitForStatus(refused!.id, "failed")).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining("office@example.com is an example address"),
    });
    expect(smtp.received).toHaveLength(1);
  });

  it("with an http public address (development, tests), mails example addresses as before", async () => {
    startWorker({ SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:3000" });
    await enqueueMail(database().db, mail(1));
    const [received] = await smtp.waitForMessages(1);
    expect(received!.recipients).toContain("office@example.com");
  });
});

describe("attachments", () => {
  /** A stored file as app/files keeps it; `size` as recorded (the bound reads the record). */
  async function storedPdf(name: string, size?: number) {
    const bytes = Buffer.from(tinyPdf(name));
    const [row] = await database()
      .db.insert(storedFiles)
      .values({
        kind: "company-coi",
        owner: "company",
        name,
        type: "application/pdf",
        size: size ?? bytes.length,
        sha256: "0".repeat(64),
        data: bytes,
      })
      .returning({ id: storedFiles.id });
    return { id: row!.id, bytes };
  }

  it("sends the stored file with the message, under the name it was queued with", async () => {
    const file = await storedPdf("coi-2026.pdf");
    await enqueueMail(database().db, {
      ...mail(1),
      attachments: [{ fileId: file.id, name: "Certificate of insurance.pdf" }],
    });
    expect(await deliverAt(Date.now())).toBe(1);
    const [received] = await smtp.waitForMessages(1);
    const [attachment] = received!.parsed.attachments;
    expect(received!.parsed.attachments).toHaveLength(1);
    expect(attachment).toMatchObject({
      filename: "Certificate of insurance.pdf",
      contentType: "application/pdf",
    });
    expect(Buffer.compare(attachment!.content, file.bytes)).toBe(0);
    expect(received!.parsed.text?.trim()).toBe("Text of message 1");
    // The outbox keeps the reference, never a copy of the bytes.
    expect((await onlyRow()).attachments).toEqual([
      { fileId: file.id, name: "Certificate of insurance.pdf" },
    ]);
  });

  it("refuses to queue more than one message carries, or a file that is not stored", async () => {
    const large = await storedPdf("large.pdf", MAIL_ATTACHMENTS_MAX_BYTES + 1);
    await expect(
      enqueueMail(database().db, {
        ...mail(1),
        attachments: [{ fileId: large.id, name: "large.pdf" }],
      }),
    ).rejects.toBeInstanceOf(MailAttachmentError);
    await expect(
      enqueueMail(database().db, {
        ...mail(2),
        attachments: [{ fileId: "00000000-0000-4000-8000-000000000000", name: "gone.pdf" }],
      }),
    ).rejects.toBeInstanceOf(MailAttachmentError);
    expect(await database().db.select().from(outbox)).toEqual([]);
  });

  it("fails a message whose file was removed before it went out, naming the file", async () => {
    const file = await storedPdf("old.pdf");
    await enqueueMail(database().db, {
      ...mail(1),
      attachments: [{ fileId: file.id, name: "old.pdf" }],
    });
    await database().db.delete(storedFiles).where(eq(storedFiles.id, file.id));
    expect(await deliverAt(Date.now())).toBe(1);
    expect(smtp.received).toEqual([]);
    expect(await onlyRow()).toMatchObject({
      status: "failed",
      lastError: "Not sent: its attachment old.pdf is no longer stored.",
    });
  });
});
