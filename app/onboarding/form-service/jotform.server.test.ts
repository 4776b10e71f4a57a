import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeJotform,
  fakeSubmission,
  startFakeJotform,
} from "../../../tests/support/fake-jotform";
import { createJotformClient } from "./jotform.server";

const FORM = "250001000000001";
let fake: FakeJotform;

beforeAll(async () => {
  fake = await startFakeJotform();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setSubmissions(FORM, []);
  fake.requests.length = 0;
});

function client(overrides: Partial<Parameters<typeof createJotformClient>[0]> = {}) {
  return createJotformClient({
    apiKey: fake.apiKey,
    apiBase: fake.url,
    backoffMs: 5,
    retries: 2,
    ...overrides,
  });
}

describe("the form-service client against a server answering like Jotform", () => {
  it("reads every page of a form's submissions, 1,000 at a time", async () => {
    const submissions = Array.from({ length: 2_345 }, (_, i) =>
      fakeSubmission({ formId: FORM, first: "Ada", last: `Number${i}` }),
    );
    fake.setSubmissions(FORM, submissions);
    const result = await client().listSubmissions(FORM);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.submissions).toHaveLength(2_345);
    expect(new Set(result.value.submissions.map((s) => s.id)).size).toBe(2_345);
    expect(result.value.limitLeft).toBe(844);
    expect(fake.requests).toEqual([
      `/form/${FORM}/submissions?offset=0&limit=1000`,
      `/form/${FORM}/submissions?offset=1000&limit=1000`,
      `/form/${FORM}/submissions?offset=2000&limit=1000`,
    ]);
  });

  it("keeps the service's fields: string ids, created_at as given, the answers", async () => {
    fake.setSubmissions(FORM, [
      fakeSubmission({ formId: FORM, id: "6110982336411786913", first: "John", last: "Doe" }),
    ]);
    const result = await client().listSubmissions(FORM);
    expect(result).toMatchObject({
      ok: true,
      value: {
        skipped: 0,
        submissions: [
          {
            id: "6110982336411786913",
            formId: FORM,
            createdAt: "2025-05-14 07:43:51",
            status: "ACTIVE",
            answers: { "3": { type: "control_fullname", answer: { first: "John", last: "Doe" } } },
          },
        ],
      },
    });
  });

  it("reads an empty form with one request", async () => {
    const result = await client().listSubmissions(FORM);
    expect(result).toEqual({ ok: true, value: { submissions: [], skipped: 0, limitLeft: 844 } });
    expect(fake.requests).toHaveLength(1);
  });

  it("reports a bad key (401) at once, naming the setting, without retrying", async () => {
    const result = await client({ apiKey: "wrong-key" }).listSubmissions(FORM);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: "unauthorized",
        status: 401,
        message: expect.stringContaining("check JOTFORM_API_KEY"),
      },
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("treats an error in the body's responseCode as an error even with HTTP 200", async () => {
    fake.failNext({ kind: "body-error", responseCode: 401, message: "Invalid API key" });
    const result = await client().listSubmissions(FORM);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain("Invalid API key");
  });

  it("retries after 429 and 500 and then succeeds", async () => {
    fake.setSubmissions(FORM, [fakeSubmission({ formId: FORM, first: "A", last: "B" })]);
    fake.failNext({ kind: "status", status: 429, retryAfterSeconds: 0 });
    fake.failNext({ kind: "status", status: 500 });
    const result = await client().listSubmissions(FORM);
    expect(result.ok && result.value.submissions).toHaveLength(1);
    expect(fake.requests).toHaveLength(3);
  });

  it("gives up on a persistent 5xx with a clear message after its retries", async () => {
    fake.failNext({ kind: "status", status: 503 }, 3);
    const result = await client().listSubmissions(FORM);
    expect(result).toEqual({
      ok: false,
      error: { kind: "server", status: 503, message: expect.stringContaining("failed (503") },
    });
    expect(fake.requests).toHaveLength(3);
  });

  it("gives up on a persistent 429 as rate-limited", async () => {
    fake.failNext({ kind: "status", status: 429 }, 3);
    const result = await client().listSubmissions(FORM);
    expect(result.ok === false && result.error.kind).toBe("rate-limited");
  });

  it("reports malformed JSON without throwing", async () => {
    fake.failNext({ kind: "malformed" });
    const result = await client().listSubmissions(FORM);
    expect(result).toEqual({
      ok: false,
      error: { kind: "malformed", message: expect.stringContaining("not JSON") },
    });
  });

  it("times out a request that never answers", async () => {
    fake.failNext({ kind: "hang" }, 2);
    const started = Date.now();
    const result = await client({ timeoutMs: 150, retries: 1 }).listSubmissions(FORM);
    expect(result).toEqual({
      ok: false,
      error: { kind: "timeout", message: expect.stringContaining("no answer within 0.15 s") },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("reports an unreachable service as a network error", async () => {
    const result = await client({ apiBase: "http://127.0.0.1:9", retries: 0 }).listSubmissions(
      FORM,
    );
    expect(result.ok === false && result.error.kind).toBe("network");
  });

  it("fetches one submission by id", async () => {
    fake.setSubmissions(FORM, [
      fakeSubmission({ formId: FORM, id: "5550001", first: "Grace", last: "Hopper" }),
    ]);
    const result = await client().getSubmission("5550001");
    expect(result).toMatchObject({ ok: true, value: { id: "5550001", formId: FORM } });
    expect(fake.requests).toEqual(["/submission/5550001"]);
  });

  it("reports an unknown submission as not found and refuses ids that are not ids", async () => {
    expect(await client().getSubmission("999")).toMatchObject({
      ok: false,
      error: { kind: "not-found" },
    });
    expect(await client().getSubmission("../form/1")).toMatchObject({
      ok: false,
      error: { kind: "rejected" },
    });
    expect(fake.requests).toEqual(["/submission/999"]);
  });

  it("sends the key in a header, never in the URL", async () => {
    await client().listSubmissions(FORM);
    expect(fake.requests.join(" ")).not.toContain(fake.apiKey);
  });
});
