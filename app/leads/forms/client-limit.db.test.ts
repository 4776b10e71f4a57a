import { beforeEach, describe, expect, it } from "vitest";
import { outbox } from "~/mail/mail.schema";
import { action as contactAction } from "~/marketing/routes/home";
import { useTestDatabase } from "../../../tests/support/database";
import { formPost, testContext } from "../../../tests/support/requests";
import { leads } from "../leads.schema";

const database = useTestDatabase();

beforeEach(async () => {
  await database().truncateAll();
});

/** Sends the home page's contact form from one client, whose limit is two posts. */
async function sendContact(fields: Record<string, string>) {
  const context = testContext(database(), { FORM_RATE_LIMIT: "2" });
  context.clientAddress = "198.51.100.7";
  const result = (await contactAction({
    request: formPost("/?index", fields),
    params: {},
    context,
    unstable_pattern: "",
  } as never)) as { init: { status?: number } | null };
  return result.init?.status ?? 200;
}

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.net",
  phone: "(555) 010-0123",
  message: "Please call me back.",
};

describe("a client's limit on the lead forms", () => {
  it("counts valid and invalid posts alike; one over it is refused before its errors and stores nothing", async () => {
    expect(await sendContact(valid)).toBe(200);
    expect(await sendContact({ ...valid, email: "not an address" })).toBe(400);
    // Valid, but the third post: counted in the transaction that would store it, and refused.
    expect(await sendContact({ ...valid, name: "Third Post" })).toBe(429);
    expect(await sendContact({ ...valid, email: "not an address" })).toBe(429);
    const stored = await database().db.select({ name: leads.name }).from(leads);
    expect(stored).toEqual([{ name: "Ada Lovelace" }]);
    const mails = await database().db.select({ subject: outbox.subject }).from(outbox);
    expect(mails.some((mail) => mail.subject.includes("Third Post"))).toBe(false);
    expect(mails.length).toBeGreaterThan(0);
  });
});
