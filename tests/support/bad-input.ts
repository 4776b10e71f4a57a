// What the bad-input tests (tests/app/bad-input-*.test.ts) share: the limits their server runs
// with, the batches of one form, and the breakers of the fields several forms have.
import { randomInt } from "node:crypto";
import fc from "fast-check";
import { expect, type TestContext } from "vitest";
import { authPolicy } from "~/auth/policy";
import { LIMITS } from "~/leads/forms/leads.validation";
import type { TestApp } from "./app";
import {
  anyText,
  type Batch,
  blank,
  drop,
  type Edit,
  everyAnswerAllowed,
  type FormTarget,
  hostileForm,
  longerThan,
  malformedForm,
  type Piece,
  type Probe,
  queryValue,
  setTo,
  summary,
} from "./malformed";

/**
 * The server's settings for the batches: each probe comes from its own loopback address, but a
 * form's hostile bodies are many valid leads from one domain, and the wrong webhook tokens and
 * passwords are many; the limits themselves are tested on the database.
 */
export const BAD_INPUT_ENV = {
  FORM_RATE_LIMIT: "1000",
  ACKNOWLEDGEMENTS_PER_DOMAIN: "100000",
  TRACKER_RATE_LIMIT: "1000",
  WEBHOOK_TOKEN_FAILURE_LIMIT: "100000",
  SIGN_IN_FAILURE_LIMIT: "1000",
};

/** A batch of 200 requests takes seconds alone, and minutes on a busy machine (4 at a load of 20). */
export const BATCH_TIMEOUT = { timeout: 480_000 };

/** Valid bodies with hostile text sent to each form that has free-text fields. */
export const HOSTILE_RUNS = 40;

/** A string no other test uses; each probe adds its own tag to it. */
export function newMarker(): string {
  return `zqbad${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
}

/** The statuses each batch saw, as the test's annotation (in the reporter's output). */
export async function report(
  context: Pick<TestContext, "annotate">,
  ...batches: (readonly [string, Batch<Probe>])[]
) {
  await context.annotate(
    batches.map(([name, batch]) => `${name} ${summary(batch)}`).join("; "),
    "statuses",
  );
}

/**
 * The batches of one form: 200 malformed bodies (each answered with a 4xx) and, when the target
 * names free-text fields, valid bodies with hostile text in them (answered as valid ones are).
 */
export async function fuzzForm(
  context: Pick<TestContext, "annotate">,
  app: TestApp,
  target: FormTarget,
  cookie?: string,
) {
  const malformed = await everyAnswerAllowed(app.url, malformedForm(target), { cookie });
  const hostile = target.hostile
    ? await everyAnswerAllowed(app.url, hostileForm(target), { cookie, runs: HOSTILE_RUNS })
    : undefined;
  await report(
    context,
    [`${target.label}: malformed`, malformed],
    ...(hostile ? ([["hostile", hostile]] as const) : []),
  );
  const answers = [...malformed.answers, ...(hostile?.answers ?? [])];
  return {
    malformed,
    hostile,
    refusedTags: answers.filter((a) => a.status >= 400).map((a) => a.probe.tag),
    acceptedTags: answers.filter((a) => a.status < 400).map((a) => a.probe.tag),
  };
}

/** The server still answers its health check after a batch. */
export async function expectStillServing(app: TestApp) {
  expect((await app.fetch("/healthz")).status).toBe(200);
}

/** No refused probe's tag appears in `text` (a page or an export the admin sees). */
export function expectNoneOf(tags: string[], text: string, where: string) {
  const found = tags.filter((tag) => text.includes(tag));
  expect(found, `refused requests found in ${where}`).toEqual([]);
}

/** No message the app queued mentions any of the tags. */
export async function expectNoMailMentioning(app: TestApp, tags: string[]) {
  const mail = (await app.mail()).map((m) => [m.to, m.subject, m.text, m.html].join("\n"));
  expectNoneOf(tags, mail.join("\n"), "the mail sent");
}

/** Texts with no "@" at all: not an e-mail address by any rule. */
const withoutAt = (marker: string) =>
  anyText.map((text) => `${marker}${text}`).filter((text) => !text.includes("@"));

/** Texts the sign-in forms refuse before looking anything up: no "@" or no ".". */
export const notEmailLike = (marker: string) =>
  fc
    .oneof(
      anyText.map((text) => `${marker}${text}`),
      fc.constantFrom(`${marker}@localhost`, `${marker}@`, `@${marker}`, "null", "true", "123"),
    )
    .filter((text) => !(text.includes("@") && text.includes(".")));

/** Required text: left out, blank, or over its limit. */
export function requiredText(field: string, max: number, marker: string): fc.Arbitrary<Edit> {
  return fc.oneof(drop(field), setTo(field, blank), setTo(field, longerThan(max, marker)));
}

export function emailBreakers(field: string, marker: string): fc.Arbitrary<Edit> {
  return fc.oneof(
    drop(field),
    setTo(field, blank),
    setTo(field, withoutAt(marker)),
    setTo(field, longerThan(LIMITS.email, marker)),
    setTo(
      field,
      fc.constantFrom(
        "user@",
        `@${marker}.example.com`,
        `${marker}@example`,
        `${marker}@@example.com`,
        `${marker} x@example.com`,
        '{"$ne":null}',
        "[object Object]",
      ),
    ),
  );
}

/** A phone with a character the form does not take, or over 30 characters. */
export const badPhone: fc.Arbitrary<Piece> = fc.oneof(
  fc.constantFrom("call me", "555-CALL-NOW", "<script>", "' OR 1=1", "☎ 555 0100", "1;DROP"),
  anyText.filter((text) => /[^0-9+()\-.\s xX#]/.test(text)),
  fc.integer({ min: LIMITS.phone + 1, max: 400 }).map((n) => "5".repeat(n)),
);

export function notOneOf(allowed: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(anyText, fc.constantFrom(...allowed.map((value) => ` ${value}`), "1-10 ", "OTHER"))
    .filter((text) => !allowed.includes(text));
}

/** New-password fields: missing, too short, too long, or not confirmed. */
export function passwordBreakers(marker: string): fc.Arbitrary<Edit> {
  const { minPasswordLength: min, maxPasswordLength: max } = authPolicy;
  return fc.oneof(
    drop("password"),
    setTo("password", fc.string({ maxLength: min - 1 })),
    setTo("password", longerThan(max, marker)),
    drop("confirm"),
    setTo("confirm", fc.constant(`${marker} is another password`)),
    setTo("confirm", longerThan(max, marker)),
  );
}

/** Query parameters of the page's own names and others, with malformed values. */
export function noiseParams(keys: readonly string[]) {
  return fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.stringMatching(/^[a-z_[\]]{1,8}$/)), queryValue),
    { maxLength: 5 },
  );
}
