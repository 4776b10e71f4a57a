import { afterAll, afterEach, describe, expect, it } from "vitest";
import { exampleFacts } from "~/company/facts";
import { timings } from "~/site/timings";
import { TestSmtpServer } from "../support/smtp";
import { messages, onboardingMessages } from "../support/spec-texts";
import {
  type FormServiceFront,
  type FormServiceMode,
  formServiceEnv,
  hireSubmissions,
  startFormService,
} from "./form-service";
import {
  type Answer,
  BodyCutOff,
  createDatabase,
  deploymentSecrets,
  ensurePostgresRunning,
  pageText,
  pgCtlCluster,
  postContact,
  request,
  type ServerProcess,
  type SystemDatabase,
  setUpAdmin,
  sleep,
  startServer,
  stopAllServers,
  uniqueVisitor,
  waitUntil,
} from "./support";

/**
 * Faults (docs/operations.md#proof-the-system-tests): the mail server, the form service, PostgreSQL and the server process itself
 * fail under a running production server. Nothing that was accepted is lost, and the server
 * recovers by itself, without a restart (but for the process that was killed).
 */

const databases: SystemDatabase[] = [];

async function freshDatabase() {
  const database = await createDatabase();
  databases.push(database);
  return database;
}

afterEach(async () => {
  await stopAllServers();
});

afterAll(async () => {
  await ensurePostgresRunning();
  for (const database of databases) await database.drop();
});

function successOf(answer: Answer) {
  return answer.status === 200 && pageText(answer.body).includes(messages.contactSuccess);
}

describe("the SMTP server down for a while, then back", () => {
  const smtp = new TestSmtpServer(4601);
  afterAll(() => smtp.stop());

  it("delivers every message queued meanwhile, once, without a restart", async () => {
    const database = await freshDatabase();
    await smtp.start();
    const server = await startServer({
      name: "mail",
      port: 3602,
      databaseUrl: database.url,
      env: { ...deploymentSecrets(), SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: "1000" },
    });

    await smtp.stop();
    const visitors = Array.from({ length: 8 }, () => uniqueVisitor("smtp-down"));
    for (const visitor of visitors)
      expect(successOf(await postContact(server.url, visitor))).toBe(true);

    // Every message (a lead's notification and reply) was tried and failed at least twice:
    // the server keeps retrying, it does not give up.
    await waitUntil(
      async () => {
        const [row] = await database.query<{ queued: string; retried: string }>(
          `select count(*) as queued,
                  count(*) filter (where status = 'pending' and attempts >= 2
                                   and last_error is not null) as retried
           from outbox`,
        );
        return Number(row?.queued) >= visitors.length && row?.retried === row?.queued;
      },
      30_000,
      "every queued message to have failed twice",
      250,
    );
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    const rows = await database.query<{ id: string }>("select id from outbox");
    await waitUntil(() => smtp.received.length >= rows.length, 60_000, "the queued mail to arrive");
    await sleep(1_500);
    const ids = smtp.received.map((mail) => /^<([^@]+)@/.exec(mail.parsed.messageId ?? "")?.[1]);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.id)));
    expect(ids).toHaveLength(rows.length);
    for (const visitor of visitors) {
      expect(smtp.received.some((mail) => mail.parsed.text?.includes(visitor.email))).toBe(true);
    }
    const statuses = await database.query<{ status: string }>("select distinct status from outbox");
    expect(statuses).toEqual([{ status: "sent" }]);
    expect(server.isRunning()).toBe(true);
  });
});

describe("the form service answering errors, slowly, or not at all", () => {
  let formService: FormServiceFront;
  afterAll(() => formService?.close());

  /**
   * The page as shown: without its scripts and templates (the page's message catalogue, a
   * template, holds every notice's text).
   */
  const shown = async (answer: Promise<Answer>) => {
    const { body, ...rest } = await answer;
    const hidden = /<(script|template)\b[\s\S]*?<\/\1>/g;
    return { ...rest, body: body.replace(hidden, "") };
  };
  /** A signed-in check: an anonymous one reads the stored copy and never starts a sync. */
  const check = (server: ServerProcess, cookie: string) =>
    shown(request(`${server.url}/team/employees?firstName=Grace&lastName=Hopper`, { cookie }));

  it("keeps the tracker and admin pages quick, with the last synced data and a notice", async () => {
    const database = await freshDatabase();
    formService = await startFormService(hireSubmissions("Grace", "Hopper", 4));
    const server = await startServer({
      name: "forms",
      port: 3603,
      databaseUrl: database.url,
      env: { ...deploymentSecrets(), ...formServiceEnv(formService) },
    });
    const cookie = await setUpAdmin(server);
    const makeStale = () =>
      database.query(
        "update onboarding_form_sync set last_attempt_at = now() - interval '2 minutes'",
      );
    await waitUntil(
      async () => {
        const rows = await database.query(
          "select 1 from onboarding_form_sync where last_error is null",
        );
        return rows.length === 20;
      },
      30_000,
      "the start-up sync",
    );
    const healthy = await check(server, cookie);
    expect(healthy.status).toBe(200);
    expect(healthy.body).toContain(onboardingMessages.formsCompleted(4, 20));
    expect(healthy.body).not.toContain(onboardingMessages.serviceUnreachable);

    const failedForms = "select 1 from onboarding_form_sync where last_error is not null";
    const faults: FormServiceMode[] = ["errors", "unreachable", "slow"];
    for (const fault of faults) {
      formService.setMode(fault);
      await makeStale();
      // The check that starts a sync waits for it at most the tracker's sync wait.
      const first = await check(server, cookie);
      // Later checks do not wait again.
      const again = await check(server, cookie);
      if (fault !== "slow") {
        // The sync gives up after its retries (a few seconds) and records why, for every form.
        await waitUntil(
          async () => (await database.query(failedForms)).length === 20,
          20_000,
          `the sync to give up (${fault})`,
          200,
        );
      }
      const admin = await shown(request(`${server.url}/admin/progress`, { cookie }));
      const person = await shown(
        request(`${server.url}/admin/progress/grace%20hopper`, { cookie }),
      );

      for (const answer of [first, again]) {
        expect(answer.status, fault).toBe(200);
        expect(answer.body, fault).toContain(onboardingMessages.formsCompleted(4, 20));
        expect(answer.body, fault).toContain(onboardingMessages.serviceUnreachable);
      }
      expect(first.ms, fault).toBeLessThan(timings.onboardingSyncWaitMs + 1_500);
      expect(again.ms, fault).toBeLessThan(2_000);
      expect(admin.status, fault).toBe(200);
      expect(admin.ms, fault).toBeLessThan(2_000);
      expect(admin.body, fault).toContain("Grace Hopper");
      expect(person.ms, fault).toBeLessThan(2_000);
      if (fault !== "slow") {
        // Once the sync has given up, every page says so.
        expect(admin.body, fault).toContain(onboardingMessages.serviceUnreachable);
        expect(person.status, fault).toBe(200);
        expect(person.body, fault).toContain(onboardingMessages.serviceUnreachable);
      }
    }

    // Back to normal: the next check syncs again, and a newly sent form shows.
    formService.setMode("normal");
    formService.fake.addSubmission(hireSubmissions("Grace", "Hopper", 5)[4]!);
    await waitUntil(
      async () => {
        await makeStale();
        const answer = await check(server, cookie);
        return (
          answer.body.includes(onboardingMessages.formsCompleted(5, 20)) &&
          !answer.body.includes(onboardingMessages.serviceUnreachable)
        );
      },
      60_000,
      "the tracker to show fresh data again",
      1_000,
    );
    expect(server.isRunning()).toBe(true);
  });
});

describe("PostgreSQL restarted under traffic", () => {
  /** A page, its data as client navigation fetches it, a CSV export, a form post, the health check. */
  const KINDS = ["page", "data", "export", "form", "health"] as const;
  type Kind = (typeof KINDS)[number];
  interface Outcome {
    kind: Kind;
    at: number;
    ms: number;
    status?: number;
    body?: string;
    error?: string;
    /** The answer's status arrived, its body did not finish. */
    cutOff?: boolean;
    email?: string;
  }

  it("answers 503 during the gap, never a 500 or a hang, and reconnects by itself", async () => {
    const database = await freshDatabase();
    const server = await startServer({
      name: "postgres",
      port: 3604,
      databaseUrl: database.url,
      env: { ...deploymentSecrets(), FORM_RATE_LIMIT: "100000" },
    });
    const cookie = await setUpAdmin(server);
    // A first lead, so that the CSV export has something to export (else it answers 404).
    expect(successOf(await postContact(server.url, uniqueVisitor("restart-first")))).toBe(true);

    const outcomes: Outcome[] = [];
    let sending = true;
    const send = async (kind: Outcome["kind"]) => {
      while (sending) {
        const visitor = uniqueVisitor("restart");
        const started = performance.now();
        const paths = {
          page: "/admin/leads",
          data: "/admin/leads.data",
          export: "/admin/leads/export.csv",
          health: "/healthz",
        };
        try {
          const answer =
            kind === "form"
              ? await postContact(server.url, visitor)
              : await request(`${server.url}${paths[kind]}`, { cookie });
          outcomes.push({
            kind,
            at: Date.now(),
            ms: answer.ms,
            status: answer.status,
            body: answer.status === 200 ? undefined : answer.body,
            email: kind === "form" && successOf(answer) ? visitor.email : undefined,
          });
        } catch (error) {
          const ms = performance.now() - started;
          outcomes.push(
            error instanceof BodyCutOff
              ? { kind, at: Date.now(), ms, status: error.status, cutOff: true }
              : { kind, at: Date.now(), ms, error: String(error) },
          );
        }
        await sleep(50);
      }
    };
    const senders = KINDS.map(send);
    let restartedAt = 0;
    let restartMs = 0;
    try {
      await sleep(1_000);
      const restartStarted = Date.now();
      await pgCtlCluster("restart");
      restartedAt = Date.now();
      restartMs = restartedAt - restartStarted;
      const recovered = (kind: Outcome["kind"]) =>
        outcomes.some(
          (o) => o.kind === kind && o.status === 200 && !o.cutOff && o.at > restartedAt,
        );
      await waitUntil(
        () => KINDS.every(recovered),
        30_000,
        "every kind of request to succeed again",
      );
    } finally {
      sending = false;
      await Promise.all(senders);
      await ensurePostgresRunning();
    }

    const slowest = Math.max(...outcomes.map((o) => o.ms));
    const unavailable = outcomes.filter((o) => o.status === 503);
    const kindsUnavailable = [...new Set(unavailable.map((o) => o.kind))];
    const cutOffCount = outcomes.filter((o) => o.cutOff).length;
    console.info(
      `PostgreSQL restart took ${restartMs} ms; ${outcomes.length} requests, ` +
        `${unavailable.length} answered 503 (${kindsUnavailable.join(", ")}), ` +
        `${cutOffCount} downloads cut off; ` +
        `slowest answer ${Math.round(slowest)} ms`,
    );
    // Every request got an answer, and a quick one.
    expect(outcomes.filter((o) => o.error)).toEqual([]);
    // Only a CSV download already streaming when the database went away may be cut short: it is
    // aborted, so the browser reports a failed download instead of keeping a truncated file.
    const cutOff = outcomes.filter((o) => o.cutOff);
    expect(cutOff.filter((o) => o.kind !== "export" || o.status !== 200)).toEqual([]);
    expect(slowest).toBeLessThan(8_000);
    // Success, or a clear 503: never a 500, never a redirect to the login page.
    const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    expect(unexpected.map((o) => `${o.kind} ${o.status}: ${o.body?.slice(0, 200)}`)).toEqual([]);
    expect(kindsUnavailable).toContain("health");
    const pages = unavailable.filter((o) => o.kind !== "health");
    expect(pages.length).toBeGreaterThan(0);
    for (const answer of pages) {
      // A lead form keeps its own failure message (and what the visitor typed) when storing fails.
      const clear = [
        "temporarily unavailable",
        ...(answer.kind === "form" ? [messages.contactFailure(exampleFacts.phone.display)] : []),
      ];
      const main = /<main[\s\S]*?<\/main>/.exec(answer.body ?? "")?.[0];
      expect(
        clear.some((text) => answer.body?.includes(text)),
        `${answer.kind} ${answer.status}: ${main ?? answer.body?.slice(0, 300)}`,
      ).toBe(true);
    }

    // The same process answers again, and kept every lead it said it had received.
    expect(server.isRunning()).toBe(true);
    const accepted = outcomes.flatMap((o) => (o.email ? [o.email] : []));
    const stored = new Set(
      (await database.query<{ email: string }>("select email from leads")).map((row) => row.email),
    );
    expect(accepted.filter((email) => !stored.has(email))).toEqual([]);
  });
});

describe("the server process killed during a burst of lead submissions", () => {
  it("has every submission that was answered with success in the database", async () => {
    const database = await freshDatabase();
    const env = { ...deploymentSecrets(), FORM_RATE_LIMIT: "100000" };
    const server = await startServer({ name: "crash", port: 3605, databaseUrl: database.url, env });

    const accepted: string[] = [];
    let cutOff = 0;
    let sending = true;
    const send = async () => {
      while (sending) {
        const visitor = uniqueVisitor("burst");
        try {
          const answer = await postContact(server.url, visitor);
          if (successOf(answer)) accepted.push(visitor.email);
        } catch {
          cutOff++;
        }
      }
    };
    const senders = Array.from({ length: 12 }, send);
    await waitUntil(() => accepted.length >= 60, 60_000, "a burst of accepted leads", 5);
    sending = false;
    await server.kill();
    await Promise.all(senders);
    console.info(
      `Killed with SIGKILL after ${accepted.length} accepted submissions; ${cutOff} cut off unanswered`,
    );
    // Submissions were in flight when the process died: their visitors got no answer.
    expect(cutOff).toBeGreaterThan(0);

    const restarted = await startServer({
      name: "crash-restarted",
      port: 3605,
      databaseUrl: database.url,
      env,
      dataDir: server.dataDir,
    });
    const stored = new Set(
      (await database.query<{ email: string }>("select email from leads")).map((row) => row.email),
    );
    expect(accepted.filter((email) => !stored.has(email))).toEqual([]);
    // Each stored lead has its notification queued with it (one transaction).
    const [unnotified] = await database.query<{ count: string }>(
      `select count(*) as count from leads
       where not exists (select 1 from outbox where outbox.text like '%' || leads.email || '%')`,
    );
    expect(unnotified?.count).toBe("0");
    expect(successOf(await postContact(restarted.url, uniqueVisitor("after-crash")))).toBe(true);
  });
});
