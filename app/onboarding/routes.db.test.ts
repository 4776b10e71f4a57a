import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { outbox } from "~/mail/mail.schema";
import { adminCookie, employeeCookie, withCookie } from "../../tests/support/accounts";
import { useTestDatabase } from "../../tests/support/database";
import { fakeSubmission } from "../../tests/support/fake-jotform";
import {
  argsWith,
  jotformEnv,
  TEST_FORM_IDS,
  testSettings,
  unwrap,
  useFakeFormService,
} from "../../tests/support/onboarding";
import { formPost, testContext } from "../../tests/support/requests";
import { onboardingMessages } from "../../tests/support/spec-texts";
import { syncAllForms } from "./form-service/sync.server";
import { onboardingCompletions, onboardingManualCompletions } from "./onboarding.schema";
import { listProgress } from "./progress/progress.server";
import { action as adminAction, loader as adminLoader } from "./routes/admin-progress";
import { loader as exportLoader } from "./routes/admin-progress-export";
import { action as personAction, loader as personLoader } from "./routes/admin-progress-person";
import { action as trackerAction, loader as trackerLoader } from "./routes/employee-forms";

const database = useTestDatabase();
const fake = useFakeFormService(database);

const get = (path: string) => new Request(new URL(path, "http://localhost"));

/** Ada submitted the first `count` forms. */
function adaSubmitted(count: number, first = "Ada", last = "Lovelace") {
  TEST_FORM_IDS.slice(0, count).forEach((formId, index) => {
    fake().addSubmission(
      fakeSubmission({
        formId,
        first,
        last,
        createdAt: `2025-05-${String(index + 1).padStart(2, "0")} 09:30:00`,
      }),
    );
  });
}

type TrackerBody = Awaited<ReturnType<typeof trackerLoader>>["data"];

async function check(
  path: string,
  env: Record<string, string> = jotformEnv(fake()),
  cookie?: string,
) {
  const request = cookie ? withCookie(get(path), cookie) : get(path);
  const result = await unwrap(await trackerLoader(argsWith(request, database(), env)));
  return { status: result.status, body: result.body as TrackerBody };
}

/** The example profile's HR line: the main phone and HR's extension. */
const HR_PHONE = "(555) 010-0100 ext. 205";

describe("the tracker (/new-hires)", () => {
  it("lists the 20 forms as 'Form N: Name' with their hosted links before any check", async () => {
    const { status, body } = await check("/new-hires");
    expect(status).toBe(200);
    expect(body.tracker.check).toBeUndefined();
    expect(body.tracker.forms).toHaveLength(20);
    expect(body.tracker.forms[0]).toMatchObject({
      label: "Form 1: W-4",
      url: `https://form.jotform.com/${TEST_FORM_IDS[0]}`,
      done: false,
    });
    expect(body.tracker.forms[19]?.label).toBe("Form 20: Sexual Harassment");
  });

  it("asks for both names with the product's message (docs/product.md#new-hires-portal) and a 400", async () => {
    const { status, body } = await check("/new-hires?firstName=Ada&lastName=%20");
    expect(status).toBe(400);
    expect(body.tracker.check).toEqual({
      status: "invalid",
      errors: { lastName: "Please enter your first and last name." },
    });
    expect(body.tracker.values).toEqual({ firstName: "Ada", lastName: " " });
  });

  it("tells a hire the forms are being set up and whom to call when JOTFORM_API_KEY is missing; the admin, the setting", async () => {
    const { JOTFORM_API_KEY: _key, ...env } = jotformEnv(fake());
    const { status, body } = await check("/new-hires?firstName=Ada&lastName=Lovelace", env);
    expect(status).toBe(200);
    expect(body.tracker.check).toEqual({
      status: "not-configured",
      message: `Your progress cannot be checked yet: the onboarding forms are being set up. If you need help, call HR at ${HR_PHONE}.`,
    });
    const spanish = await check("/es/new-hires?firstName=Ada&lastName=Lovelace", env);
    expect(spanish.body.tracker.check).toMatchObject({
      message: expect.stringContaining(`llame a Recursos Humanos al ${HR_PHONE}`),
    });
    const hire = await employeeCookie(testContext(database()));
    const forHire = await check("/team/employees?firstName=Ada&lastName=Lovelace", env, hire);
    expect(JSON.stringify(forHire.body.tracker)).not.toContain("JOTFORM");
    const admin = await adminCookie(testContext(database()));
    const forAdmin = await check("/new-hires?firstName=Ada&lastName=Lovelace", env, admin);
    expect(forAdmin.body.tracker.check).toEqual({
      status: "not-configured",
      message: onboardingMessages.apiKeyNotConfigured,
    });
    expect(onboardingMessages.apiKeyNotConfigured).toContain("JOTFORM_API_KEY");
    expect(onboardingMessages.apiKeyNotConfigured).toContain("environment file");
    expect(fake().requests).toHaveLength(0);
  });

  it("checks a name from the query string against the stored copy, case-insensitively", async () => {
    adaSubmitted(3);
    await syncAllForms({ db: database().db, settings: testSettings(fake()) });
    const { body } = await check("/employees/forms?firstName=%20ada&lastName=LOVELACE%20");
    expect(body.tracker.check).toMatchObject({
      status: "checked",
      name: "Ada Lovelace",
      completed: 3,
      percent: 15,
      allDone: false,
      freshness: { lastUpdated: "Last updated just now", unreachable: false },
    });
    expect(onboardingMessages.formsCompleted(3, 20)).toBe("3 of 20 forms completed");
    const [w4, de4, i9, directDeposit] = body.tracker.forms;
    expect(w4).toMatchObject({ done: true, completedAt: "May 1, 2025 at 2:30 AM PDT" });
    expect(de4).toMatchObject({ done: true, completedAt: "May 2, 2025 at 2:30 AM PDT" });
    expect(i9?.done).toBe(true);
    expect(directDeposit).toMatchObject({ done: false });
    expect(directDeposit?.completedAt).toBeUndefined();
  });

  it("never calls the form service for an anonymous look-up, however stale the copy", async () => {
    adaSubmitted(3);
    for (let i = 0; i < 5; i++) {
      const { status, body } = await check(`/team/employees?firstName=a&lastName=b${i}`);
      expect(status).toBe(200);
      expect(body.tracker.check).toMatchObject({ status: "checked", completed: 0 });
    }
    const { body } = await check("/new-hires?firstName=Ada&lastName=Lovelace");
    // Nothing synced yet: the stored copy is empty, and the page says it was never synced.
    expect(body.tracker.check).toMatchObject({
      status: "checked",
      completed: 0,
      freshness: { lastUpdated: onboardingMessages.neverSynced, unreachable: false },
    });
    expect(fake().requests).toHaveLength(0);
    // The background sync (or the webhook) brings the copy up to date.
    await syncAllForms({ db: database().db, settings: testSettings(fake()) });
    fake().requests.length = 0;
    expect(
      (await check("/new-hires?firstName=Ada&lastName=Lovelace")).body.tracker.check,
    ).toMatchObject({ completed: 3 });
    expect(fake().requests).toHaveLength(0);
  });

  it("syncs first for a signed-in employee when the copy is over a minute old", async () => {
    adaSubmitted(4, "Test", "Employee");
    const cookie = await employeeCookie(testContext(database()));
    await unwrap(
      await trackerLoader(
        argsWith(withCookie(get("/team/employees"), cookie), database(), jotformEnv(fake())),
      ),
    );
    expect(fake().requests.length).toBeGreaterThan(0);
  });

  it("shows a signed-in employee their own progress without typing their name", async () => {
    adaSubmitted(4, "Test", "Employee");
    const cookie = await employeeCookie(testContext(database()));
    const result = await unwrap(
      await trackerLoader(
        argsWith(withCookie(get("/team/employees"), cookie), database(), jotformEnv(fake())),
      ),
    );
    const body = result.body as TrackerBody;
    expect(body.viewer).toEqual({ name: "Test", isAdmin: false });
    expect(body.tracker.check).toMatchObject({
      status: "checked",
      name: "Test Employee",
      completed: 4,
    });
  });

  it("never shows the admin a progress of their own: the admin is no hire", async () => {
    const cookie = await adminCookie(testContext(database()));
    const result = await unwrap(
      await trackerLoader(
        argsWith(withCookie(get("/new-hires"), cookie), database(), jotformEnv(fake())),
      ),
    );
    const body = result.body as TrackerBody;
    expect(body.viewer).toEqual({ name: "Site Administrator", isAdmin: true });
    expect(body.tracker.check).toBeUndefined();
  });

  it("shows the last synced data, its age and a notice when the last sync failed", async () => {
    adaSubmitted(2);
    await syncAllForms({ db: database().db, settings: testSettings(fake()) });
    // The latest background sync (a minute ago) could not reach the service.
    fake().failNext({ kind: "malformed" }, 1, `/form/${TEST_FORM_IDS[0]}/`);
    await syncAllForms({ db: database().db, settings: testSettings(fake()) });
    fake().requests.length = 0;
    const { status, body } = await check("/new-hires?firstName=Ada&lastName=Lovelace");
    expect(status).toBe(200);
    expect(body.tracker.check).toMatchObject({
      status: "checked",
      completed: 2,
      freshness: { unreachable: true, lastUpdated: "Last updated just now" },
    });
    // The copy is under a minute old: the check itself did not call the service.
    expect(fake().requests).toHaveLength(0);
  });

  it("never answers 500 when the service is down: it shows the notice and what it has", async () => {
    const down = jotformEnv(fake(), { JOTFORM_API_BASE: "http://127.0.0.1:9" });
    const cookie = await employeeCookie(testContext(database()));
    const request = withCookie(get("/new-hires?firstName=Ada&lastName=Lovelace"), cookie);
    const result = await unwrap(await trackerLoader(argsWith(request, database(), down)));
    const { status } = result;
    const body = result.body as TrackerBody;
    expect(status).toBe(200);
    expect(body.tracker.check).toMatchObject({
      status: "checked",
      completed: 0,
      freshness: { unreachable: true, lastUpdated: onboardingMessages.neverSynced },
    });
    // The page stopped waiting; let the background sync's retries end before the next test.
    await syncAllForms({
      db: database().db,
      settings: testSettings(fake(), { JOTFORM_API_BASE: "http://127.0.0.1:9" }),
    });
  });

  it("limits checks from one address (429) so names cannot be tried in bulk", async () => {
    // The limit counts per 15-minute window: the clock stands mid-window, so that the 61 checks
    // cannot straddle two windows on a slow run.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T10:07:30Z"));
    try {
      for (let i = 0; i < 60; i++) {
        expect((await check(`/new-hires?firstName=Ada&lastName=Try${i}`)).status).toBe(200);
      }
      const { status, body } = await check("/new-hires?firstName=Ada&lastName=Lovelace");
      expect(status).toBe(429);
      expect(body.tracker.check).toEqual({
        status: "limited",
        message: onboardingMessages.tooManyChecks,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("tells the admin the setting to add when JOTFORM_FORM_IDS is missing, and a hire whom to call", async () => {
    const { JOTFORM_FORM_IDS: _ids, ...env } = jotformEnv(fake());
    const hire = await employeeCookie(testContext(database()));
    for (const cookie of [undefined, hire]) {
      const { body } = await check("/team/employees", env, cookie);
      expect(body.tracker.setupProblem).toBe(
        `Your onboarding forms are being set up and will appear here soon. If you need them now, call HR at ${HR_PHONE}.`,
      );
      expect(body.tracker.forms[0]?.url).toBeUndefined();
    }
    const admin = await adminCookie(testContext(database()));
    const { body } = await check("/new-hires", env, admin);
    expect(body.tracker.setupProblem).toBe(onboardingMessages.formIdsNotConfigured);
  });

  it("refuses Submit All Forms before all 20 are done (409) and stores nothing", async () => {
    adaSubmitted(19);
    await check("/new-hires?firstName=Ada&lastName=Lovelace");
    const result = await unwrap(
      await trackerAction(
        argsWith(
          formPost("/new-hires", { firstName: "Ada", lastName: "Lovelace" }),
          database(),
          jotformEnv(fake()),
        ),
      ),
    );
    expect(result).toEqual({
      status: 409,
      body: { message: onboardingMessages.notAllCompleteWithoutCount(20) },
    });
    expect(await database().db.select().from(onboardingCompletions)).toHaveLength(0);
  });

  it("at 20 of 20: Submit All Forms stores the completion once, mails HR once, and confirms", async () => {
    adaSubmitted(20);
    await syncAllForms({ db: database().db, settings: testSettings(fake()) });
    const before = await check("/new-hires?firstName=Ada&lastName=Lovelace");
    expect(before.body.tracker.check).toMatchObject({ completed: 20, percent: 100, allDone: true });

    const env = jotformEnv(fake(), { COMPANY_INBOX: "hr@example.com" });
    const submit = () =>
      trackerAction(
        argsWith(
          formPost("/new-hires", { firstName: "ada", lastName: "lovelace" }),
          database(),
          env,
        ),
      );
    const first = (await submit()) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(
      "/new-hires?firstName=ada&lastName=lovelace&submitted=1",
    );
    const second = (await submit()) as Response;
    expect(second.status).toBe(302);

    expect(await database().db.select().from(onboardingCompletions)).toHaveLength(1);
    const mails = await database().db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "hr@example.com",
      subject: "Onboarding forms complete: ada lovelace",
    });
    expect(mails[0]?.text).toContain("Form 20: Sexual Harassment");

    const confirmation = await check(first.headers.get("Location")!);
    expect(confirmation.body.tracker.confirmation).toEqual({
      name: "ada lovelace",
      submittedAt: expect.stringMatching(/\d{4} at \d{1,2}:\d{2}\s?[AP]M/),
    });
    expect(onboardingMessages.allSubmittedHeading).toBe("All Forms Submitted Successfully!");
  });

  it("computes the mileage calculator's answer without JavaScript", async () => {
    const { body } = await check("/new-hires?tab=resources&miles=120&trip=round-trip");
    expect(body.mileage).toMatchObject({
      miles: "120",
      claim: { claimableMiles: 130, amount: 91 },
    });
    const bad = await check("/new-hires?tab=resources&miles=-3&trip=one-way");
    expect(bad.status).toBe(400);
    expect(bad.body.mileage.error).toBe("Miles cannot be negative.");
  });

  /** Submits "Submit All Forms" for a name, optionally as a signed-in person. */
  function submitAll(fields: Record<string, string>, cookie?: string) {
    const request = formPost("/new-hires", fields);
    return trackerAction(
      argsWith(cookie ? withCookie(request, cookie) : request, database(), jotformEnv(fake())),
    );
  }

  /** Uses up the check limit of the test's client address with other names. */
  async function exhaustCheckLimit() {
    for (let i = 0; i < 60; i++) await check(`/new-hires?firstName=Ada&lastName=Try${i}`);
  }

  describe("every look-up by name counts against the same limit", () => {
    beforeEach(() => {
      // Mid-window, so that the checks cannot straddle two 15-minute windows on a slow run.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-03-02T10:07:30Z"));
    });
    afterEach(() => vi.useRealTimers());

    it("refuses Submit All Forms with a 429 once the checks are used up, storing nothing", async () => {
      adaSubmitted(20);
      await syncAllForms({ db: database().db, settings: testSettings(fake()) });
      await exhaustCheckLimit();
      const result = await unwrap(await submitAll({ firstName: "Ada", lastName: "Lovelace" }));
      expect(result).toEqual({ status: 429, body: { message: onboardingMessages.tooManyChecks } });
      expect(await database().db.select().from(onboardingCompletions)).toHaveLength(0);
    });

    it("refuses the confirmation (?submitted=1) with a 429 once the checks are used up", async () => {
      adaSubmitted(20);
      await syncAllForms({ db: database().db, settings: testSettings(fake()) });
      expect(
        ((await submitAll({ firstName: "Ada", lastName: "Lovelace" })) as Response).status,
      ).toBe(302);
      await exhaustCheckLimit();
      const { status, body } = await check(
        "/new-hires?firstName=Ada&lastName=Lovelace&submitted=1",
      );
      expect(status).toBe(429);
      expect(body.tracker.confirmation).toBeUndefined();
      expect(body.tracker.check).toEqual({
        status: "limited",
        message: onboardingMessages.tooManyChecks,
      });
    });
  });

  it("tells an anonymous visitor that forms are open without saying how many a name has done", async () => {
    adaSubmitted(19);
    await syncAllForms({ db: database().db, settings: testSettings(fake()) });
    const result = await unwrap(await submitAll({ firstName: "Ada", lastName: "Lovelace" }));
    expect(result.status).toBe(409);
    const { message } = result.body as { message: string };
    expect(message).toBe(onboardingMessages.notAllCompleteWithoutCount(20));
    expect(message).not.toContain("19");
  });

  it("still tells a signed-in hire how many of their own forms are done", async () => {
    adaSubmitted(19, "Test", "Employee");
    adaSubmitted(19);
    await syncAllForms({ db: database().db, settings: testSettings(fake()) });
    const cookie = await employeeCookie(testContext(database()));
    const own = await unwrap(await submitAll({ firstName: "test", lastName: "employee" }, cookie));
    expect(own).toEqual({
      status: 409,
      body: { message: onboardingMessages.notAllComplete(19, 20) },
    });
    const other = await unwrap(await submitAll({ firstName: "Ada", lastName: "Lovelace" }, cookie));
    expect((other.body as { message: string }).message).not.toContain("19");
  });
});

type AdminBody = Awaited<ReturnType<typeof adminLoader>>["data"];

describe("the admin progress page (/admin/progress)", () => {
  let cookie = "";
  beforeEach(async () => {
    cookie = await adminCookie(testContext(database()));
  });

  async function admin(path: string) {
    const result = await unwrap(
      await adminLoader(argsWith(withCookie(get(path), cookie), database(), jotformEnv(fake()))),
    );
    return { status: result.status, body: result.body as AdminBody };
  }

  async function seedTeam() {
    adaSubmitted(20);
    adaSubmitted(5, "Grace", "Hopper");
    adaSubmitted(1, "Alan", "Turing");
    await syncAllForms({ db: database().db, settings: testSettings(fake()) });
  }

  it("says 'No employees found.' data-wise when nobody submitted anything", async () => {
    const { body } = await admin("/admin/progress");
    expect(body.rows).toEqual([]);
    expect(onboardingMessages.noEmployees).toBe("No employees found.");
  });

  it("points a first-run admin (no hire invited yet) to People, until someone is invited", async () => {
    expect((await admin("/admin/progress")).body.noHiresYet).toBe(true);
    await employeeCookie(testContext(database()));
    expect((await admin("/admin/progress")).body.noHiresYet).toBe(false);
  });

  it("lists each person with completed forms and percentage, and searches case-insensitively", async () => {
    await seedTeam();
    const all = await admin("/admin/progress");
    expect(all.body.rows).toEqual([
      { personKey: "ada lovelace", name: "Ada Lovelace", completed: 20, percent: 100 },
      { personKey: "alan turing", name: "Alan Turing", completed: 1, percent: 5 },
      { personKey: "grace hopper", name: "Grace Hopper", completed: 5, percent: 25 },
    ]);
    const found = await admin("/admin/progress?q=HOP");
    expect(found.body.rows.map((row) => row.name)).toEqual(["Grace Hopper"]);
    const none = await admin("/admin/progress?q=zz");
    expect(none.body.rows).toEqual([]);
  });

  it("lists expected hires (invited, nothing submitted yet) at 0 of 20", async () => {
    await seedTeam();
    const rows = await listProgress(database().db, testSettings(fake()).catalogue, "", [
      { personKey: "barbara liskov", name: "Barbara Liskov" },
      { personKey: "grace hopper", name: "Grace Hopper" },
    ]);
    expect(rows.map((row) => [row.name, row.completed])).toEqual([
      ["Ada Lovelace", 20],
      ["Alan Turing", 1],
      ["Barbara Liskov", 0],
      ["Grace Hopper", 5],
    ]);
    const searched = await listProgress(database().db, testSettings(fake()).catalogue, "lisk", [
      { personKey: "barbara liskov", name: "Barbara Liskov" },
    ]);
    expect(searched.map((row) => row.name)).toEqual(["Barbara Liskov"]);
  });

  it("counts a form marked by hand once, and shows the name of the latest entry", async () => {
    await seedTeam();
    const mark = (formNumber: number, lastName: string, markedAt: string) =>
      database()
        .db.insert(onboardingManualCompletions)
        .values({
          personKey: "grace hopper",
          firstName: "Grace",
          lastName,
          formNumber,
          note: "Paper copy",
          markedBy: "hr@example.com",
          markedAt: new Date(markedAt),
        });
    // Form 3 was submitted too (the same form, once); form 6 was not.
    await mark(3, "Hopper", "2025-04-01T09:00:00Z");
    await mark(6, "HOPPER", "2025-06-01T09:00:00Z");
    const rows = await listProgress(database().db, testSettings(fake()).catalogue);
    expect(rows.find((row) => row.personKey === "grace hopper")).toEqual({
      personKey: "grace hopper",
      name: "Grace HOPPER",
      completed: 6,
      percent: 30,
    });
  });

  it("Refresh Data syncs at once", async () => {
    adaSubmitted(2);
    const result = await unwrap(
      await adminAction(
        argsWith(
          withCookie(formPost("/admin/progress", { intent: "refresh" }), cookie),
          database(),
          jotformEnv(fake()),
        ),
      ),
    );
    expect(result).toEqual({
      status: 200,
      body: { ok: true, message: "Data refreshed: all 20 forms synced." },
    });
    expect((await admin("/admin/progress")).body.rows).toHaveLength(1);
  });

  it("opens a person's 20 forms and lets HR mark one completed with a note", async () => {
    await seedTeam();
    const args = <T>(request: Request) =>
      argsWith<T>(request, database(), jotformEnv(fake()), { personKey: "grace hopper" });
    const detail = (await personLoader(
      args(withCookie(get("/admin/progress/grace%20hopper"), cookie)),
    )) as {
      progress: { completed: number; forms: Array<{ done: boolean; manual?: unknown }> };
    };
    expect(detail.progress.completed).toBe(5);
    expect(detail.progress.forms).toHaveLength(20);

    const missingNote = await unwrap(
      await personAction(
        args(
          withCookie(
            formPost("/admin/progress/grace%20hopper", { formNumber: "6", note: " " }),
            cookie,
          ),
        ),
      ),
    );
    expect(missingNote.status).toBe(400);
    expect(missingNote.body).toMatchObject({ ok: false, formNumber: 6, values: { note: " " } });

    const marked = await unwrap(
      await personAction(
        args(
          withCookie(
            formPost("/admin/progress/grace%20hopper", {
              formNumber: "6",
              note: "Paper NDA on file",
            }),
            cookie,
          ),
        ),
      ),
    );
    expect(marked).toEqual({
      status: 200,
      body: { ok: true, message: "Form 6: NDA is marked completed for Grace Hopper." },
    });
    const [row] = await database().db.select().from(onboardingManualCompletions);
    expect(row).toMatchObject({
      personKey: "grace hopper",
      formNumber: 6,
      note: "Paper NDA on file",
      markedBy: "admin@example.com",
    });
    const audit = await database().db.select().from(auditLog);
    expect(
      audit.find((entry) => entry.action === "onboarding.form.marked-completed"),
    ).toMatchObject({
      actorEmail: "admin@example.com",
      subject: "Grace Hopper",
      details: { form: 6, note: "Paper NDA on file" },
    });

    const after = (await personLoader(
      args(withCookie(get("/admin/progress/grace%20hopper"), cookie)),
    )) as {
      progress: { completed: number; forms: Array<{ manual?: { note: string } }> };
    };
    expect(after.progress.completed).toBe(6);
    expect(after.progress.forms[5]?.manual?.note).toBe("Paper NDA on file");
    const table = await admin("/admin/progress?q=grace");
    expect(table.body.rows[0]).toMatchObject({ completed: 6, percent: 30 });
  });

  it("answers 404 for a person nobody has", async () => {
    await expect(
      personLoader(
        argsWith(
          withCookie(get("/admin/progress/nobody"), cookie),
          database(),
          jotformEnv(fake()),
          {
            personKey: "nobody",
          },
        ),
      ),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("exports the table as CSV", async () => {
    await seedTeam();
    const response = (await exportLoader(
      argsWith(
        withCookie(get("/admin/progress/export.csv"), cookie),
        database(),
        jotformEnv(fake()),
      ),
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="employee-form-progress-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(await response.text()).toBe(
      "Employee Name,Completed Forms,Progress\r\nAda Lovelace,20 of 20,100%\r\nAlan Turing,1 of 20,5%\r\nGrace Hopper,5 of 20,25%\r\n",
    );
  });
});
