import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { exampleFacts } from "~/company/facts";
import { company } from "~/company/fixed-facts";
import { startingProfile } from "~/company/starting-profile";
import { outbox } from "~/mail/mail.schema";
import { companyMailSettings, createMailTransport, DEFAULT_MAIL_FROM } from "~/mail/mailer.server";
import { enqueueMail } from "~/mail/outbox.server";
import { deliverDueMail } from "~/mail/worker.server";
import { action as contactAction, loader as homeLoader } from "~/marketing/routes/home";
import { useTestDatabase } from "../../tests/support/database";
import { formPost, shownFormAnswer, testContext } from "../../tests/support/requests";
import { TestSmtpServer } from "../../tests/support/smtp";
import { messages } from "../../tests/support/spec-texts";
import { leadNotification } from "./lead-mail.server";
import { leads } from "./leads.schema";
import { leadValues, storeLead } from "./leads.server";
import { action as trialAction, loader as trialLoader } from "./routes/trial";

const database = useTestDatabase();
const smtp = new TestSmtpServer();
const INBOX = "leads@example.com";
const env = { COMPANY_INBOX: INBOX };

beforeEach(async () => {
  await database().truncateAll();
  smtp.received.length = 0;
  await smtp.start();
});
afterAll(() => smtp.stop());

const transports: Array<ReturnType<typeof createMailTransport>> = [];
afterEach(() => {
  for (const transport of transports.splice(0)) transport.close();
});

async function post<A extends (args: never) => unknown>(handler: A, request: Request) {
  const args = { request, params: {}, context: testContext(database(), env), unstable_pattern: "" };
  const result = await handler(args as never);
  // A success is shown on the form's page after Post/Redirect/Get.
  const page = (handler as unknown) === trialAction ? trialLoader : homeLoader;
  return shownFormAnswer(result, page, database());
}

const contact = {
  name: "Ada Lovelace",
  email: "ada@example.net",
  phone: "(555) 010-0123",
  message: "Need 40 Cat6 drops <b>today</b>",
};

function deliverAt(at: number) {
  const transport = createMailTransport(smtp.url);
  transports.push(transport);
  const log = pino({ level: "silent" });
  const now = () => new Date(at);
  return deliverDueMail({ db: database().db, transport, from: DEFAULT_MAIL_FROM, log, now });
}

const queued = () =>
  database()
    .db.select({
      to: outbox.to,
      replyTo: outbox.replyTo,
      subject: outbox.subject,
      text: outbox.text,
    })
    .from(outbox)
    .orderBy(outbox.to);

describe("lead capture queues its e-mail in the same transaction", () => {
  it("stores a contact message and queues the company notification and the acknowledgement", async () => {
    const response = await post(contactAction, formPost("/?index", contact));
    expect(response).toEqual({ status: 200, body: { ok: true, message: messages.contactSuccess } });

    expect(await database().db.select().from(leads)).toHaveLength(1);
    const mails = await queued();
    expect(mails).toMatchObject([
      {
        to: "ada@example.net",
        replyTo: INBOX,
        subject: `We received your message | ${company.name}`,
      },
      { to: INBOX, replyTo: "ada@example.net", subject: "New contact message from Ada Lovelace" },
    ]);
    expect(mails[1]!.text).toContain("Message: Need 40 Cat6 drops <b>today</b>");
  });

  it("queues the mail as the profile is now: a saved inbox and phone are used at once", async () => {
    const context = testContext(database(), env);
    const profile = context.company.current().profile;
    const oldPhone = profile.mainPhone;
    await context.company.save(
      { ...profile, mainPhone: "(555) 010-0142", leadInbox: "office@example.org" },
      { id: null, email: "admin@example.com" },
    );
    const args = {
      request: formPost("/?index", contact),
      params: {},
      context,
      unstable_pattern: "",
    };
    await contactAction(args as never);

    const mails = await queued();
    expect(mails.map((mail) => mail.to)).toEqual(["ada@example.net", "office@example.org"]);
    const acknowledgement = mails[0]!;
    expect(acknowledgement.replyTo).toBe("office@example.org");
    expect(acknowledgement.text).toContain("(555) 010-0142");
    expect(acknowledgement.text).not.toContain(oldPhone);
  });

  it("stores a trial sign-up and queues the company notification only", async () => {
    await post(
      trialAction,
      formPost("/leads/trial", { name: "Grace", email: "grace@example.net" }),
    );
    expect(await database().db.select().from(leads)).toHaveLength(1);
    expect(await queued()).toMatchObject([
      { to: INBOX, replyTo: "grace@example.net", subject: "New trial sign-up from Grace" },
    ]);
  });

  it("stores a pricing request and queues a notification with its size and industry", async () => {
    await storeLead(
      database().db,
      leadValues.pricing(
        {
          name: "Lin",
          email: "lin@example.net",
          phone: "555 010 0155",
          company_size: "51-200",
          industry: "utility",
          message: "",
        },
        "en",
      ),
      companyMailSettings(testContext(database(), env).config, startingProfile(env)),
    );
    const [mail, ...rest] = await queued();
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ to: INBOX, subject: "New pricing request from Lin" });
    expect(mail!.text).toContain("Company size: 51-200\nIndustry: utility");
  });

  it("stores nothing when the mail cannot be queued, and answers the failure message", async () => {
    await database().db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      const response = await post(contactAction, formPost("/?index", contact));
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        ok: false,
        message: messages.contactFailure(exampleFacts.phone.display),
      });
    } finally {
      await database().db.execute(sql`alter table outbox_away rename to outbox`);
    }
    expect(await database().db.select().from(leads)).toHaveLength(0);
  });

  it("keeps the lead while SMTP is down, and delivers its e-mail once SMTP is back", async () => {
    await smtp.stop();
    const response = await post(contactAction, formPost("/?index", contact));
    expect(response.status).toBe(200);
    const start = Date.now();
    expect(await deliverAt(start)).toBe(2);
    expect(await database().db.select().from(leads)).toHaveLength(1);
    const waiting = await database().db.select().from(outbox);
    expect(waiting.map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);

    await smtp.start();
    expect(await deliverAt(start + 60_000)).toBe(2);
    const received = await smtp.waitForMessages(2);
    const byRecipient = new Map(received.map((mail) => [mail.recipients[0], mail.parsed]));
    expect(byRecipient.get(INBOX)?.html).toContain("Need 40 Cat6 drops &lt;b&gt;today&lt;/b&gt;");
    expect(byRecipient.get("ada@example.net")?.subject).toBe(
      `We received your message | ${company.name}`,
    );
  });
});

describe("a lead notification delivered over SMTP", () => {
  it("escapes what a visitor typed in the HTML body, and keeps it as typed in the text body", async () => {
    const lead = {
      id: "5f0c6a52-6a5e-4d8e-9d3c-2f9b8f4a7e11",
      kind: "contact" as const,
      name: "<script>alert('x')</script>",
      email: "visitor@example.net",
      phone: null,
      message: 'Hello <img src=x onerror="alert(1)"> & bye',
      source: "Contact Form",
      details: {},
      createdAt: new Date(),
      language: "en" as const,
    };
    const settings = {
      from: DEFAULT_MAIL_FROM,
      companyInbox: "office@example.com",
      leadsDashboardUrl: "http://localhost/admin/leads",
      company: exampleFacts,
    };
    await enqueueMail(database().db, leadNotification(lead, settings));
    await deliverAt(Date.now());

    const [received] = await smtp.waitForMessages(1);
    const parsed = received!.parsed;
    expect(parsed.html).not.toContain("<script");
    expect(parsed.html).not.toContain("<img");
    expect(parsed.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(parsed.html).toContain("Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; bye");
    expect(parsed.text).toContain('Hello <img src=x onerror="alert(1)"> & bye');
  });
});
