import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/database";
import { fakeSubmission } from "../../../tests/support/fake-jotform";
import {
  TEST_FORM_IDS,
  TEST_FORM_IDS_ES,
  testSettings,
  useFakeFormService,
} from "../../../tests/support/onboarding";
import { listProgress, personProgress } from "../progress/progress.server";
import { loadTracker } from "../progress/tracker.server";
import { createJotformClient } from "./jotform.server";
import { localizedSettings } from "./settings.server";
import { recordSubmissionById, syncAllForms } from "./sync.server";

/**
 * Onboarding forms in Spanish (docs/product.md#new-hires-portal): a submission of either version
 * of a form counts for that form, whether the sync or the webhook brings it in.
 */
const database = useTestDatabase();
const fake = useFakeFormService(database);

const [W4] = TEST_FORM_IDS as [string];
const [W4_ES, DE4_ES] = TEST_FORM_IDS_ES as [string, string];

function deps(withSpanish = true) {
  const settings = testSettings(
    fake(),
    withSpanish ? { JOTFORM_FORM_IDS_ES: TEST_FORM_IDS_ES.join(",") } : {},
  );
  const client = createJotformClient({
    apiKey: settings.apiKey!,
    apiBase: settings.apiBase,
    backoffMs: 1,
    retries: 0,
    timeoutMs: 10_000,
  });
  return { db: database().db, settings, client };
}

/** A hire reads the tracker (its set-up messages say whom to call). */
const hire = { isAdmin: false, hrPhone: "(555) 010-0100" };

describe("forms in two languages", () => {
  it("counts a submission of the Spanish version for the same form, in the tracker and admin progress", async () => {
    fake().setSubmissions(W4, [
      fakeSubmission({ formId: W4, id: "1", first: "Ana", last: "Ruiz" }),
    ]);
    fake().setSubmissions(DE4_ES, [
      fakeSubmission({ formId: DE4_ES, id: "2", first: "Ana", last: "Ruiz" }),
    ]);
    const spanish = deps();
    expect(await syncAllForms(spanish)).toMatchObject({ status: "done", failed: 0, written: 2 });
    const progress = await personProgress(database().db, spanish.settings.catalogue, "ana ruiz");
    expect(progress.completed).toBe(2);
    expect(progress.forms.slice(0, 2).map((form) => form.done)).toEqual([true, true]);
    const [row] = await listProgress(database().db, spanish.settings.catalogue);
    expect(row).toMatchObject({ personKey: "ana ruiz", completed: 2 });
  });

  it("keeps the Spanish submissions when a form is synced again", async () => {
    fake().setSubmissions(DE4_ES, [
      fakeSubmission({ formId: DE4_ES, id: "2", first: "Ana", last: "Ruiz" }),
    ]);
    await syncAllForms(deps());
    expect(await syncAllForms(deps())).toMatchObject({ written: 0, removed: 0 });
    fake().setSubmissions(DE4_ES, []);
    expect(await syncAllForms(deps())).toMatchObject({ removed: 1 });
  });

  it("keeps a form's data when one of its two versions cannot be read", async () => {
    fake().setSubmissions(W4_ES, [
      fakeSubmission({ formId: W4_ES, id: "3", first: "Ana", last: "Ruiz" }),
    ]);
    await syncAllForms(deps());
    fake().failNext({ kind: "status", status: 500 }, 1, `/form/${W4}/`);
    expect(await syncAllForms(deps())).toMatchObject({ status: "done", failed: 1, removed: 0 });
    const progress = await personProgress(database().db, deps().settings.catalogue, "ana ruiz");
    expect(progress.completed).toBe(1);
  });

  it("records a Spanish submission the webhook names under its form", async () => {
    fake().setSubmissions(W4_ES, [
      fakeSubmission({ formId: W4_ES, id: "4", first: "Ana", last: "Ruiz" }),
    ]);
    expect(await recordSubmissionById(deps(), "4")).toEqual({
      status: "recorded",
      formNumber: 1,
      personKey: "ana ruiz",
    });
    // Without the Spanish ids configured, that form is not one of the catalogue's.
    expect(await recordSubmissionById(deps(false), "4")).toEqual({ status: "ignored" });
  });

  it("links each form to its Spanish version in the Spanish portal, and to the English one otherwise", async () => {
    const params = new URLSearchParams();
    const english = await loadTracker(deps(), params, hire);
    const spanish = await loadTracker(
      { ...deps(), settings: localizedSettings(deps().settings, "es") },
      params,
      hire,
    );
    expect(english.forms[0]!.url).toBe(`https://form.jotform.com/${W4}`);
    expect(spanish.forms[0]!.url).toBe(`https://form.jotform.com/${W4_ES}`);
    // Without Spanish versions, the Spanish portal links the English forms.
    const fallback = localizedSettings(deps(false).settings, "es");
    expect(fallback.catalogue[0]!.url).toBe(`https://form.jotform.com/${W4}`);
  });

  it("writes the Spanish portal's dates in Spanish", async () => {
    fake().setSubmissions(W4_ES, [
      fakeSubmission({ formId: W4_ES, id: "5", first: "Ana", last: "Ruiz" }),
    ]);
    const spanish = { ...deps(), settings: localizedSettings(deps().settings, "es") };
    await syncAllForms(spanish);
    const tracker = await loadTracker(
      spanish,
      new URLSearchParams({ firstName: "Ana", lastName: "Ruiz" }),
      hire,
    );
    expect(tracker.check).toMatchObject({ status: "checked", completed: 1 });
    expect(tracker.forms[0]).toMatchObject({
      done: true,
      completedAt: "14 de mayo de 2025 a las 12:43 a.m. PDT",
    });
  });
});
