import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../../tests/support/database";
import { type FakeJotform, startFakeJotform } from "../../../tests/support/fake-jotform";
import { jotformEnv, unwrap } from "../../../tests/support/onboarding";
import { testContext, testSecrets } from "../../../tests/support/requests";
import { action as webhookAction } from "../routes/jotform-webhook";

const database = useTestDatabase();
let fake: FakeJotform;

beforeAll(async () => {
  fake = await startFakeJotform();
});
afterAll(() => fake.close());
beforeEach(() => database().truncateAll());

/** The webhook called from `client` with `token`, without a submission id (400 when let in). */
async function callWebhook(client: string, token: string) {
  const request = new Request(`http://localhost/api/webhooks/jotform/${token}`, {
    method: "POST",
    body: new FormData(),
  });
  const context = { ...testContext(database(), jotformEnv(fake)), clientAddress: client };
  const args = { request, params: { token }, context, unstable_pattern: "" };
  return (await unwrap(await webhookAction(args as unknown as Parameters<typeof webhookAction>[0])))
    .status;
}

describe("wrong webhook tokens", () => {
  // The limit counts in fixed 15-minute windows: a clock held inside one keeps the count whole
  // (a run that crossed a window's end saw its last guesses counted afresh).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T12:05:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("are limited per client address, and never hold back the right token elsewhere", async () => {
    const guesser = "198.51.100.66";
    const statuses = [];
    for (let guess = 0; guess < 12; guess++) {
      statuses.push(await callWebhook(guesser, `guess-${guess}`));
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // A limited client is not even compared any more: the right token waits too.
    expect(await callWebhook(guesser, testSecrets.JOTFORM_WEBHOOK_SECRET)).toBe(429);
    // The form service, calling from its own address, is let through.
    expect(await callWebhook("203.0.113.20", testSecrets.JOTFORM_WEBHOOK_SECRET)).toBe(400);
    expect(await callWebhook("203.0.113.20", "guess")).toBe(404);
  });
});
