// Bad input on the new hires' pages, the form service's webhook and the office's pages
// (docs/security.md#where-each-defence-lives): 200 generated malformed requests each
// (tests/app/bad-input-public.test.ts says how), each answered with the expected 4xx (signed
// out, a redirect to the sign-in), never a 5xx; nothing refused shows in what the admin sees.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { PERIODS } from "~/leads/dashboard/periods";
import { MAX_ONE_WAY_MILES } from "~/onboarding/mileage";
import { adminCookie } from "../support/accounts";
import {
  BAD_INPUT_ENV,
  BATCH_TIMEOUT,
  emailBreakers,
  expectNoMailMentioning,
  expectNoneOf,
  expectStillServing,
  fuzzForm,
  HOSTILE_RUNS,
  newMarker,
  noiseParams,
  report,
  requiredText,
} from "../support/bad-input";
import { fakeSubmission } from "../support/fake-jotform";
import {
  type Answer,
  addressStatuses,
  anyText,
  blank,
  drop,
  encodeText,
  everyAnswerAllowed,
  type FormTarget,
  HOSTILE,
  hostileForm,
  longerThan,
  malformedForm,
  type Probe,
  queryString,
  queryValue,
  setTo,
} from "../support/malformed";
import { TEST_FORM_IDS, useTestAppWithFormService } from "../support/onboarding";
import { testSecrets } from "../support/requests";

const { app, formService } = useTestAppWithFormService(BAD_INPUT_ENV);
let admin = "";
beforeAll(async () => {
  admin = await adminCookie(app().context);
});

/** What the admin is shown at `path`. */
async function adminSees(path: string) {
  return app().fetch(path, { headers: { Cookie: admin } });
}

// ---------------------------------------------------------------------------------------------
// The form service's webhook

describe("the form service's webhook", BATCH_TIMEOUT, () => {
  it("refuses 200 malformed calls, with or without the right token", async (context) => {
    const secret = testSecrets.JOTFORM_WEBHOOK_SECRET;
    const notSubmissionId = fc.oneof(
      blank,
      anyText.filter((text) => !/^[0-9]{1,30}$/.test(text.trim())),
      fc.integer({ min: 31, max: 400 }).map((n) => "9".repeat(n)),
      fc.constantFrom("-1", "1.5", "0x1F", "1e9", "１２３", "12 34", "[]"),
    );
    const rightToken: FormTarget = {
      label: "webhook",
      path: `/api/webhooks/jotform/${encodeText(secret)}`,
      marker: newMarker(),
      valid: { submissionID: "1234567890", formID: "260000000000001", rawRequest: "{}" },
      breakers: fc.oneof(drop("submissionID"), setTo("submissionID", notSubmissionId)),
      rejected: [400],
    };
    // Under /api/ the body is the webhook's to read: any body it cannot read as a form is a 400.
    const withToken = malformedForm(rightToken).map(
      (probe): Probe => (probe.allowed[0] === 415 ? { ...probe, allowed: [400] } : probe),
    );
    const wrongToken = fc
      .tuple(
        fc.oneof(queryValue, fc.constant("")).filter((token) => token !== encodeText(secret)),
        fc.boolean(),
      )
      .map(([token, inQuery]): Probe => {
        const path = inQuery
          ? `/api/webhooks/jotform?token=${token}`
          : `/api/webhooks/jotform/${token}`;
        return {
          label: `webhook with a wrong token ${inQuery ? "in the query" : "in the path"}`,
          method: "POST",
          path,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: Buffer.from("submissionID=1234567890"),
          allowed: addressStatuses(path, [400, 404]),
        };
      });
    const batch = await everyAnswerAllowed(
      app().url,
      fc.oneof({ weight: 3, arbitrary: withToken }, { weight: 1, arbitrary: wrongToken }),
    );
    await report(context, ["webhook", batch]);
    await expectStillServing(app());
  });
});

// ---------------------------------------------------------------------------------------------
// New hires: the tracker's GET form and "Submit All Forms"

const NEW_HIRE_KEYS = ["firstName", "lastName", "miles", "trip", "tab", "redirectTo", "submitted"];

/** Miles the calculator refuses: not a number, negative, or more than a day's drive. */
function isBadMiles(text: string): boolean {
  const miles = Number(text.slice(0, 20) || undefined);
  return !(Number.isFinite(miles) && miles >= 0 && miles <= MAX_ONE_WAY_MILES);
}

describe("the new-hires page", BATCH_TIMEOUT, () => {
  it("refuses 200 malformed queries and 200 malformed submissions", async (context) => {
    const badMiles = fc
      .oneof(
        anyText,
        fc.constantFrom("-1", "2001", "1e9", "abc", "", "NaN", "Infinity", "1,000", "--5", "12 mi"),
      )
      .filter(isBadMiles);
    const queries = fc
      .tuple(badMiles, noiseParams(NEW_HIRE_KEYS), fc.constantFrom("/new-hires", "/team/employees"))
      .map(([miles, noise, page]): Probe => {
        const path = `${page}?${queryString([["miles", encodeText(miles)], ...noise])}`;
        return {
          label: `tracker query, miles ${JSON.stringify(miles.slice(0, 30))}`,
          method: "GET",
          path,
          headers: {},
          allowed: addressStatuses(path, [400, 429]),
        };
      });
    const queryBatch = await everyAnswerAllowed(app().url, queries);
    await expectStillServing(app());

    const marker = newMarker();
    const names: FormTarget = {
      label: "submit all forms",
      path: "/new-hires",
      marker,
      valid: { firstName: "Fuzz", lastName: `Tester ${marker}` },
      breakers: fc.oneof(
        requiredText("firstName", 100, marker),
        requiredText("lastName", 100, marker),
      ),
      rejected: [400],
      // Two names that look right are refused too: that person has not completed the forms.
      hostile: { accepted: [409], freeText: { firstName: 100, lastName: 100 } },
    };
    await report(context, ["GET", queryBatch]);
    await fuzzForm(context, app(), names);
    await expectStillServing(app());
  });
});

// ---------------------------------------------------------------------------------------------
// Admin pages

/** Filter values the dashboard refuses: an unknown period or kind, or a page out of range. */
const badDashboardParam = fc.oneof(
  fc
    .oneof(anyText, fc.constantFrom("ALL", "yesterday", " today", "week "))
    .filter((text) => text !== "" && !(PERIODS as readonly string[]).includes(text))
    .map((text): [string, string] => ["period", text]),
  fc
    .oneof(anyText, fc.constantFrom("leads", "Contact", "all "))
    .filter((text) => text !== "" && !["all", "trial", "contact", "pricing"].includes(text))
    .map((text): [string, string] => ["kind", text]),
  fc
    .oneof(anyText, fc.constantFrom("0", "-3", "1.5", "1000001", "1e9", "NaN", "two"))
    .filter((text) => {
      const page = Number(text);
      return text !== "" && !(Number.isInteger(page) && page >= 1 && page <= 1_000_000);
    })
    .map((text): [string, string] => ["page", text]),
);

const DASHBOARD_KEYS = ["period", "kind", "page", "tz", "confirm", "cleared"];

function dashboardQueries(page: string, own: readonly number[]): fc.Arbitrary<Probe> {
  return fc
    .tuple(badDashboardParam, noiseParams(DASHBOARD_KEYS))
    .map(([[key, value], noise]): Probe => {
      const path = `${page}?${queryString([[key, encodeText(value)], ...noise])}`;
      return {
        label: `${page} with ${key}=${JSON.stringify(value.slice(0, 30))}`,
        method: "GET",
        path,
        headers: {},
        allowed: addressStatuses(path, own),
      };
    });
}

describe("the office's pages", BATCH_TIMEOUT, () => {
  it("the leads dashboard and its export refuse 200 malformed filters each, signed in or not", async (context) => {
    // Signed out, every address leads to the admin login, with a short way back at most.
    const toLogin = (answer: Answer) =>
      answer.status !== 302 ||
      /^\/admin\/login(\?redirectTo=%2Fadmin%2Fleads[^#]{0,1600})?$/.test(answer.location ?? "")
        ? undefined
        : `redirected to ${JSON.stringify(answer.location?.slice(0, 200))} (${answer.location?.length} characters)`;
    const anonymous = await everyAnswerAllowed(
      app().url,
      dashboardQueries("/admin/leads", [302]).map((probe) => ({ ...probe, check: toLogin })),
    );
    const cookie = admin;
    const signedIn = await everyAnswerAllowed(app().url, dashboardQueries("/admin/leads", [400]), {
      cookie,
    });
    const exports = await everyAnswerAllowed(
      app().url,
      dashboardQueries("/admin/leads/export.csv", [400]),
      { cookie },
    );
    await report(context, ["anonymous", anonymous], ["admin", signedIn], ["export", exports]);
    await expectStillServing(app());
    const redirect = await app().fetch(`/admin/leads?period=${encodeText("<script>")}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toMatch(
      /^\/admin\/login\?redirectTo=%2Fadmin%2Fleads/,
    );
  });

  it("admin progress refuses 200 malformed searches and 200 malformed refreshes", async (context) => {
    const cookie = admin;
    const search = (q: string, noise: [string, string][], allowed: readonly number[]): Probe => {
      const path = `/admin/progress?${queryString([["q", encodeText(q)], ...noise])}`;
      return {
        label: `progress search for ${JSON.stringify(q.slice(0, 30))} (${[...q].length} characters)`,
        method: "GET",
        path,
        headers: {},
        allowed: addressStatuses(path, allowed),
      };
    };
    const noise = noiseParams(["q", "page"]);
    // Searches over 100 characters are refused; short hostile ones are searched for.
    const tooLong = fc
      .tuple(longerThan(100, "", 600), noise)
      .map(([q, extra]) => search(q, extra, [400]));
    const hostile = fc
      .tuple(
        fc.oneof(anyText, fc.constantFrom(...HOSTILE)).filter((q) => [...q.trim()].length <= 100),
        noise,
      )
      .map(([q, extra]) => search(q, extra, [200]));
    const searchBatch = await everyAnswerAllowed(app().url, tooLong, { cookie });
    const hostileBatch = await everyAnswerAllowed(app().url, hostile, {
      cookie,
      runs: HOSTILE_RUNS,
    });
    await expectStillServing(app());

    const refresh: FormTarget = {
      label: "refresh",
      path: "/admin/progress",
      marker: newMarker(),
      valid: { intent: "refresh" },
      breakers: fc.oneof(
        drop("intent"),
        setTo(
          "intent",
          fc
            .oneof(anyText, fc.constantFrom("Refresh", " refresh", "refresh\n"))
            .filter((text) => text !== "refresh"),
        ),
      ),
      rejected: [400],
      mustStayInvalid: (form) => form.get("intent") !== "refresh",
    };
    const refreshBatch = await everyAnswerAllowed(app().url, malformedForm(refresh), { cookie });
    await report(
      context,
      ["search", searchBatch],
      ["hostile search", hostileBatch],
      ["refresh", refreshBatch],
    );
    await expectStillServing(app());
  });

  it("marking a form completed by hand refuses 200 malformed bodies and records none", async (context) => {
    // A hire who has sent form 1, recorded through the webhook.
    const person = { first: "Fuzz", last: `Tester${newMarker()}` };
    const submission = fakeSubmission({ formId: TEST_FORM_IDS[0]!, ...person });
    formService().addSubmission(submission);
    const recorded = await app().fetch(
      `/api/webhooks/jotform/${encodeURIComponent(testSecrets.JOTFORM_WEBHOOK_SECRET)}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ submissionID: submission.id, formID: "", rawRequest: "{}" }),
      },
    );
    expect(await recorded.json()).toEqual({ ok: true, recorded: true });
    const key = `${person.first} ${person.last}`.toLowerCase();
    const personPath = `/admin/progress/${encodeURIComponent(key)}`;
    expect((await adminSees(personPath)).status).toBe(200);

    const marker = newMarker();
    const badFormNumber = fc
      .oneof(
        anyText,
        fc.constantFrom("0", "21", "-1", "1.5", "NaN", "Infinity", "9999999999", "two"),
      )
      .filter((text) => {
        const number = Number(text.slice(0, 10));
        return !(Number.isInteger(number) && number >= 1 && number <= 20);
      });
    const target: FormTarget = {
      label: "manual completion",
      path: personPath,
      marker,
      valid: { formNumber: "2", note: `Paper form ${marker}` },
      breakers: fc.oneof(
        drop("formNumber"),
        setTo("formNumber", badFormNumber),
        requiredText("note", 500, marker),
      ),
      rejected: [400],
      // Valid: form 2 of this test's own hire is marked, the first time with its note.
      hostile: { accepted: [200], freeText: { note: 500 } },
    };
    const { refusedTags } = await fuzzForm(context, app(), target, admin);
    await expectStillServing(app());
    const detail = await adminSees(personPath);
    expect(detail.status).toBe(200);
    expectNoneOf(refusedTags, await detail.text(), "the hire's progress");
  });

  it("people, Clear All and reveal refuse 200 malformed admin posts each", async (context) => {
    const cookie = admin;
    const marker = newMarker();
    const invite: FormTarget = {
      label: "invite",
      path: "/admin/people",
      marker,
      valid: {
        intent: "invite",
        firstName: "Fuzz",
        lastName: `Tester ${marker}`,
        email: `${marker}@example.com`,
      },
      breakers: fc.oneof(
        requiredText("firstName", 60, marker),
        requiredText("lastName", 60, marker),
        emailBreakers("email", marker),
      ),
      rejected: [400],
    };
    const personAction: FormTarget = {
      label: "person action",
      path: "/admin/people",
      marker,
      valid: { intent: "reset", userId: `fuzz-${marker}` },
      breakers: fc.oneof(
        drop("intent"),
        setTo(
          "intent",
          fc
            .oneof(anyText, fc.constantFrom("delete", "RESET", "promote", "disable "))
            .filter((text) => !["invite", "resend", "disable", "enable", "reset"].includes(text)),
        ),
        drop("userId"),
        setTo("userId", fc.oneof(fc.constant(""), longerThan(100, marker))),
      ),
      rejected: [400],
      // Valid: an action on a person who does not exist.
      hostile: { accepted: [404], freeText: { userId: 100 } },
    };
    const people = await everyAnswerAllowed(
      app().url,
      fc.oneof(malformedForm(invite), malformedForm(personAction)),
      { cookie },
    );
    const actions = await everyAnswerAllowed(app().url, hostileForm(personAction), {
      cookie,
      runs: HOSTILE_RUNS,
    });
    await expectStillServing(app());

    const clear: FormTarget = {
      label: "clear all",
      path: "/admin/leads",
      marker,
      valid: { intent: "clear", confirmed: "yes", seenUntil: new Date().toISOString() },
      breakers: fc.oneof(
        drop("intent"),
        setTo(
          "intent",
          anyText.filter((text) => text !== "clear"),
        ),
        setTo(
          "seenUntil",
          fc
            .oneof(anyText, fc.constantFrom("yesterday", "2025-13-45T99:99:99Z", "0", "now"))
            .filter((text) => text.trim() !== "" && !/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(text)),
        ),
      ),
      rejected: [400],
      // Clear All deletes every lead: a batch never sends a body it would accept.
      mustStayInvalid: (form) => {
        const seenUntil = form.get("seenUntil") ?? "";
        return (
          form.get("intent") !== "clear" ||
          (seenUntil !== "" && !/^\d{4}-\d\d-\d\dT/.test(seenUntil))
        );
      },
    };
    const clearBatch = await everyAnswerAllowed(app().url, malformedForm(clear), { cookie });
    await expectStillServing(app());

    const reveal: FormTarget = {
      label: "reveal",
      path: "/admin/integrations",
      marker,
      valid: {
        submission: "0d9e9a8e-4c5b-4f3a-9d2e-1b2c3d4e5f60",
        card: "0",
        field: "client_secret",
      },
      breakers: fc.oneof(
        drop("submission"),
        setTo("submission", fc.oneof(anyText, fc.constant(`${marker}-not-a-uuid`))),
        setTo(
          "card",
          fc.oneof(anyText, fc.constantFrom("-1", "20", "1.5", "1e3", "NaN")).filter((text) => {
            const card = Number(text);
            return !(Number.isInteger(card) && card >= 0 && card <= 19);
          }),
        ),
        drop("field"),
        setTo(
          "field",
          fc.oneof(anyText, fc.constantFrom("provider_name", "client_id", "CLIENT_SECRET")),
        ),
      ),
      rejected: [400],
    };
    const revealBatch = await everyAnswerAllowed(app().url, malformedForm(reveal), { cookie });
    await report(
      context,
      ["people", people],
      ["unknown person", actions],
      ["clear", clearBatch],
      ["reveal", revealBatch],
    );
    await expectStillServing(app());

    const peoplePage = await adminSees("/admin/people");
    expect(peoplePage.status).toBe(200);
    const tags = people.answers.map((answer) => answer.probe.tag);
    expectNoneOf(tags, await peoplePage.text(), "the people list");
    await expectNoMailMentioning(app(), tags);
  });
});
