import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestSmtpServer } from "../support/smtp";
import { messages } from "../support/spec-texts";
import {
  type FormServiceFront,
  formServiceEnv,
  hireSubmissions,
  startFormService,
} from "./form-service";
import {
  createDatabase,
  deploymentSecrets,
  followFormAnswer,
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
 * Several servers, one PostgreSQL (docs/operations.md#proof-the-system-tests): two production processes behind one public
 * address, sharing one database and nothing else. Whichever process answers, the visitor and
 * the admin see the same thing.
 */

const smtp = new TestSmtpServer(4600);
let database: SystemDatabase;
let formService: FormServiceFront;
let a: ServerProcess;
let b: ServerProcess;
let adminCookie: string;

beforeAll(async () => {
  database = await createDatabase();
  await smtp.start();
  formService = await startFormService(hireSubmissions("Grace", "Hopper", 3));
  const env = {
    ...deploymentSecrets(),
    ...formServiceEnv(formService),
    SMTP_URL: smtp.url,
    FORM_RATE_LIMIT: "3",
  };
  // Started side by side, as a deployment starts its processes: both migrate the same empty
  // database and create the same admin account at the same moment.
  [a, b] = await Promise.all([
    startServer({ name: "A", port: 3600, databaseUrl: database.url, env }),
    startServer({ name: "B", port: 3601, databaseUrl: database.url, env }),
  ]);
  expect([a, b].filter((server) => server.setupPath())).toHaveLength(1);
  adminCookie = await setUpAdmin(a, [a, b]);
}, 180_000);

afterAll(async () => {
  await stopAllServers();
  await smtp.stop();
  await formService?.close();
  await database?.drop();
});

describe("two server processes on one PostgreSQL", () => {
  it("lists on one a lead that was posted to the other", async () => {
    const visitor = uniqueVisitor("several-lead");
    const posted = await postContact(a.url, visitor);
    expect(posted.status).toBe(200);
    expect(pageText(posted.body)).toContain(messages.contactSuccess);

    const csv = await request(`${b.url}/admin/leads/export.csv`, { cookie: adminCookie });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(visitor.email);
    const dashboard = await request(`${b.url}/admin/leads`, { cookie: adminCookie });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain(visitor.name);
  });

  it("accepts on one a session that was made on the other", async () => {
    const withSession = await request(`${b.url}/admin/people`, { cookie: adminCookie });
    expect(withSession.status).toBe(200);
    expect(withSession.body).toContain("admin@example.com");
    const without = await request(`${b.url}/admin/people`);
    expect(without.status).toBe(302);
    expect(without.headers.get("location")).toContain("/admin/login");
  });

  it("holds on one a rate limit that was reached through the other", async () => {
    // The sign-in attempts are counted in fixed 15-minute windows (app/limits/rate-limit.server.ts):
    // six attempts that straddle a window's end would count in two windows.
    await outsideWindowEnd(15 * 60 * 1000, 10_000);
    // Failed sign-ins of one account: 5 through A, the sixth through B is refused.
    const account = { email: "nobody-here@example.com", password: "not the password 123" };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await postForm(`${a.url}/admin/login`, account);
      expect(failed.status).toBe(401);
    }
    const sixth = await postForm(`${b.url}/admin/login`, account);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toContain("Too many sign-in attempts");

    // FORM_RATE_LIMIT=3 trial sign-ups per client address, spread over both processes.
    const signUp = async (server: ServerProcess) =>
      followFormAnswer(
        await postForm(`${server.url}/leads/trial`, uniqueVisitor("several-limit")),
        server.url,
      );
    const statuses: number[] = [];
    for (const server of [a, b, a, b]) statuses.push((await signUp(server)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("delivers each of 100 queued messages exactly once", async () => {
    // Slow acceptance keeps one worker busy long enough for the other one to take part.
    smtp.answerDelayMs = 60;
    const rows = await database.query<{ id: string }>(`
      insert into outbox ("to", subject, text, html, give_up_at)
      select 'inbox-' || n || '@example.com', 'Queued message ' || n, 'Body ' || n,
             '<p>Body ' || n || '</p>', now() + interval '1 day'
      from generate_series(1, 100) as n
      returning id
    `);
    expect(rows).toHaveLength(100);
    const queued = new Set(rows.map((row) => row.id));
    const idOf = (messageId: string | undefined) => /^<([^@]+)@/.exec(messageId ?? "")?.[1];

    const deliveredOf = () =>
      smtp.received.filter((mail) => queued.has(idOf(mail.parsed.messageId)!));
    await waitUntil(() => deliveredOf().length >= 100, 60_000, "100 messages at the SMTP server");
    // A moment more: a duplicate would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const delivered = deliveredOf().map((mail) => idOf(mail.parsed.messageId)!);
    expect(delivered).toHaveLength(100);
    expect(new Set(delivered).size).toBe(100);
    const allIds = smtp.received.map((mail) => mail.parsed.messageId);
    expect(new Set(allIds).size).toBe(allIds.length);

    const [counts] = await database.query<{ sent: string; other: string }>(
      `select count(*) filter (where status = 'sent') as sent,
              count(*) filter (where status <> 'sent') as other
       from outbox where id = any($1::uuid[])`,
      [[...queued]],
    );
    expect(counts).toEqual({ sent: "100", other: "0" });

    // Both processes' workers took part.
    const senders = new Set(
      [a, b].filter((server) =>
        server.logs.some((line) => line.msg === "mail sent" && queued.has(String(line.mailId))),
      ),
    );
    expect(senders.size).toBe(2);
  });

  it("runs the form sync on one process at a time", async () => {
    // Both synced once at start-up; wait until the service is idle again.
    await waitUntil(() => formService.inFlight() === 0, 30_000, "the start-up syncs to end");
    formService.delayMs = 1_500;
    formService.requestCounts.clear();
    const refresh = (server: ServerProcess) =>
      postForm(`${server.url}/admin/progress`, { intent: "refresh" }, { cookie: adminCookie });
    const [fromA, fromB] = await Promise.all([refresh(a), refresh(b)]);
    formService.delayMs = 0;

    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    const answers = [fromA.body, fromB.body];
    expect(
      answers.filter((body) => body.includes("Data refreshed: all 20 forms synced.")),
    ).toHaveLength(1);
    expect(
      answers.filter((body) => body.includes("Another server is syncing right now")),
    ).toHaveLength(1);
    // One sync's worth of requests, never two at once for the same form.
    expect(formService.requestCounts.size).toBe(20);
    expect([...formService.requestCounts.values()].every((count) => count === 1)).toBe(true);
    expect(formService.maxInFlightPerPath()).toBe(1);
    expect(await database.query("select * from onboarding_leases")).toEqual([]);
  });
});

/** Waits, when a fixed window of `windowMs` ends within `marginMs`, until the next one began. */
async function outsideWindowEnd(windowMs: number, marginMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
