import { beforeEach, describe, expect, it } from "vitest";
import { exampleFacts } from "~/company/facts";
import { action as trialAction, loader as trialLoader } from "~/leads/routes/trial";
import { rateLimits } from "~/limits/limits.schema";
import { outbox } from "~/mail/mail.schema";
import { action as contactAction, loader as homeLoader } from "~/marketing/routes/home";
import { useTestDatabase } from "../../tests/support/database";
import { formPost, routeArgs, shownFormAnswer, testContext } from "../../tests/support/requests";
import { messages, TRIAL_INTEREST, TRIAL_SOURCE } from "../../tests/support/spec-texts";
import { rateLimitedMessage } from "./forms/submission.server";
import { leadEvents, leads } from "./leads.schema";

const database = useTestDatabase();

/** Each form's page, where a success without JavaScript is shown (Post/Redirect/Get). */
const successPages = new Map<unknown, (args: never) => unknown>([
  [contactAction, homeLoader],
  [trialAction, trialLoader],
]);

async function run<A extends (args: never) => unknown>(handler: A, request: Request) {
  const result = await handler(routeArgs(request, database()) as never);
  return shownFormAnswer(result, successPages.get(handler) ?? homeLoader, database());
}

describe("lead capture on the database", () => {
  beforeEach(() => database().truncateAll());

  it("stores a contact message and answers the success text", async () => {
    const response = await run(
      contactAction,
      formPost("/?index", {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "",
        message: "Need 40 Cat6 drops",
      }),
    );
    expect(response).toEqual({ status: 200, body: { ok: true, message: messages.contactSuccess } });
    const rows = await database().db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "contact",
      name: "Ada Lovelace",
      phone: null,
      message: "Need 40 Cat6 drops",
    });
  });

  it("rejects a contact message without an e-mail with 400, keeps the values and stores nothing", async () => {
    const fields = { name: "Ada", email: "not-an-email", phone: "", message: "Hello" };
    const response = await run(contactAction, formPost("/?index", fields));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      ok: false,
      values: fields,
      errors: { email: "Please enter a valid email address." },
    });
    expect(await database().db.select().from(leads)).toHaveLength(0);
  });

  it("stores a trial sign-up with the dropdown source and the interest text", async () => {
    const response = await run(
      trialAction,
      formPost("/leads/trial", { name: "Grace", email: "grace@example.com" }),
    );
    expect(response.body).toEqual({ ok: true, message: messages.trialSuccess });
    const [row] = await database().db.select().from(leads);
    expect(row).toMatchObject({ kind: "trial", source: TRIAL_SOURCE, message: TRIAL_INTEREST });
  });
});

describe("the language a lead is answered in", () => {
  beforeEach(() => database().truncateAll());
  const contact = { name: "Ana Ruiz", email: "ana@example.com", phone: "", message: "Hola" };

  it("stores the language the form posts", async () => {
    const response = await run(contactAction, formPost("/?index", { ...contact, language: "es" }));
    expect(response.status).toBe(200);
    const [row] = await database().db.select().from(leads);
    expect(row!.language).toBe("es");
  });

  it("takes the language from a Spanish page's address when the form does not post one", async () => {
    await run(trialAction, formPost("/es/leads/trial", { name: "Ana", email: "ana@example.com" }));
    await run(contactAction, formPost("/?index", contact));
    const rows = await database().db.select().from(leads);
    expect(rows.map((row) => [row.kind, row.language]).sort()).toEqual([
      ["contact", "en"],
      ["trial", "es"],
    ]);
  });

  it("stores a language it does not know as the page's language, never as given", async () => {
    await run(contactAction, formPost("/?index", { ...contact, language: "fr" }));
    const [row] = await database().db.select().from(leads);
    expect(row!.language).toBe("en");
  });

  it("answers a Spanish page in Spanish: the errors with their bounds, and the thank-you", async () => {
    const bad = await run(
      contactAction,
      formPost("/es/?index", { ...contact, email: "nope", message: "x".repeat(5001) }),
    );
    expect(bad).toMatchObject({
      status: 400,
      body: {
        errors: {
          email: "Escriba un correo electrónico válido.",
          message: "Su mensaje debe tener menos de 5,000 caracteres.",
        },
        values: { email: "nope" },
      },
    });
    const sent = await run(contactAction, formPost("/es/?index", contact));
    expect(sent.body).toEqual({
      ok: true,
      message: "¡Mensaje enviado! Le responderemos muy pronto.",
    });
    const trial = await run(
      trialAction,
      formPost("/es/leads/trial", { name: "", email: "a@b.co" }),
    );
    expect(trial.body).toMatchObject({ errors: { name: "Escriba su nombre." } });
  });

  it("says in the company's notification to answer in Spanish", async () => {
    await run(contactAction, formPost("/?index", { ...contact, language: "es" }));
    const mails = await database().db.select().from(outbox);
    const notification = mails.find((mail) => mail.subject.startsWith("New contact message"));
    expect(notification!.text).toContain("Language: Spanish (answer in Spanish)");
  });
});

describe("lead form guards", () => {
  beforeEach(() => database().truncateAll());

  async function post(fields: Record<string, string>, env: Record<string, string> = {}) {
    const args = routeArgs<{ context: ReturnType<typeof testContext> }>(
      formPost("/?index", fields),
      database(),
    );
    args.context = testContext(database(), env);
    return shownFormAnswer(await contactAction(args as never), homeLoader, database());
  }
  const valid = { name: "Ada", email: "ada@example.com", phone: "", message: "Hello" };

  it("thanks a bot that filled the hidden field, and stores nothing", async () => {
    const response = await post({ ...valid, website: "http://spam.example" });
    expect(response).toEqual({ status: 200, body: { ok: true, message: messages.contactSuccess } });
    expect(await database().db.select().from(leads)).toHaveLength(0);
  });

  it("answers 429 with a clear message once a client has sent too many", async () => {
    expect((await post(valid, { FORM_RATE_LIMIT: "2" })).status).toBe(200);
    expect((await post(valid, { FORM_RATE_LIMIT: "2" })).status).toBe(200);
    const limited = await post(valid, { FORM_RATE_LIMIT: "2" });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      ok: false,
      values: valid,
      message: rateLimitedMessage(exampleFacts.phone.display),
    });
    expect(await database().db.select().from(leads)).toHaveLength(2);
  });

  it("stores nothing for a valid post over the limit: no lead, no timeline entry, no mail", async () => {
    const limits = { FORM_RATE_LIMIT: "1" };
    expect((await post(valid, limits)).status).toBe(200);
    const mailsBefore = await database().db.select().from(outbox);
    const limited = await post({ ...valid, name: "Second" }, limits);
    expect(limited.status).toBe(429);
    expect(await database().db.select().from(leads)).toHaveLength(1);
    expect(await database().db.select().from(leadEvents)).toHaveLength(1);
    expect(await database().db.select().from(outbox)).toHaveLength(mailsBefore.length);
    // The refused post used none of the address's acknowledgements: a later post, once the
    // window allows, is still acknowledged (the counter holds only the stored lead's one).
    const acknowledged = await database().db.select().from(rateLimits);
    expect(acknowledged.find((row) => row.key.startsWith("acknowledgement"))?.count).toBe(1);
  });

  it("counts an invalid post too, and answers one over the limit 429 before its errors", async () => {
    const limits = { FORM_RATE_LIMIT: "2" };
    const invalid = { ...valid, email: "not-an-email" };
    expect((await post(invalid, limits)).status).toBe(400);
    expect((await post(valid, limits)).status).toBe(200);
    expect((await post(invalid, limits)).status).toBe(429);
    expect((await post(valid, limits)).status).toBe(429);
    expect(await database().db.select().from(leads)).toHaveLength(1);
  });

  it("bounds every field: a 101-character name and a 5,001-character message are refused", async () => {
    const response = await post({ ...valid, name: "x".repeat(101), message: "y".repeat(5001) });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors as object).sort()).toEqual(["message", "name"]);
  });
});
