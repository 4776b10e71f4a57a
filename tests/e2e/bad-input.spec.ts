// Bad input (docs/security.md#where-each-defence-lives): every endpoint that takes input gets at least 200 generated malformed
// requests (fast-check): wrong types, missing and extra fields, huge values, bytes that are not
// UTF-8, nested JSON, wrong content types, script and SQL fragments. Each is answered with the
// expected 4xx, never a 5xx; the server still answers /healthz after each batch; and nothing that
// was refused shows up in what the admin sees (leads export, people, configurations, a hire's
// progress, mail). Forms with free-text fields also get valid bodies carrying hostile text (script,
// SQL, NUL, bytes that are not UTF-8): those reach the database and are answered as valid ones are.
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import fc from "fast-check";
import { authPolicy } from "../../app/auth/policy";
import { configurationFieldsSchema } from "../../app/integrations/integrations.validation";
import { COMPANY_SIZES, INDUSTRIES, LIMITS } from "../../app/leads/leads.validation";
import { PERIODS } from "../../app/leads/periods";
import { MAX_ONE_WAY_MILES } from "../../app/onboarding/mileage";
import {
  type Answer,
  addressStatuses,
  anyText,
  type Batch,
  blank,
  drop,
  type Edit,
  encodeText,
  everyAnswerAllowed,
  type FormTarget,
  HOSTILE,
  hostileForm,
  longerThan,
  malformedForm,
  notUtf8,
  type Piece,
  type Probe,
  queryString,
  queryValue,
  setTo,
  sometimes,
  summary,
} from "./malformed";
import {
  ADMIN_STATE,
  caughtMail,
  FORM_SERVICE,
  linkFromMail,
  submitForms,
  uniquePerson,
} from "./support";

// Each test sends one to three batches of 200 requests; the two workers share the tests.
test.describe.configure({ timeout: 120_000 });

/** A string no other test uses; each probe adds its own tag to it. */
function newMarker(): string {
  return `zqbad${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
}

function cookieOf(stateFile: string): string {
  const state = JSON.parse(readFileSync(stateFile, "utf8")) as {
    cookies: { name: string; value: string }[];
  };
  return state.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

function report(...batches: (readonly [string, Batch<Probe>])[]) {
  test.info().annotations.push({
    type: "statuses",
    description: batches.map(([name, batch]) => `${name} ${summary(batch)}`).join("; "),
  });
}

/** Valid bodies with hostile text sent to each form that has free-text fields. */
const HOSTILE_RUNS = 40;

/**
 * The batches of one form: 200 malformed bodies (each answered with a 4xx) and, when the target
 * names free-text fields, valid bodies with hostile text in them (answered as valid ones are).
 */
async function fuzzForm(baseURL: string, target: FormTarget, cookie?: string) {
  const malformed = await everyAnswerAllowed(baseURL, malformedForm(target), { cookie });
  const hostile = target.hostile
    ? await everyAnswerAllowed(baseURL, hostileForm(target), { cookie, runs: HOSTILE_RUNS })
    : undefined;
  report(
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

async function expectStillServing(request: APIRequestContext) {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
}

/** No refused probe's tag appears in `text` (a page or an export the admin sees). */
function expectNoneOf(tags: string[], text: string, where: string) {
  const found = tags.filter((tag) => text.includes(tag));
  expect(found, `refused requests found in ${where}`).toEqual([]);
}

function expectNoMailMentioning(tags: string[]) {
  const mail = caughtMail()
    .map((m) => [m.to, m.subject, m.text, m.html].join("\n"))
    .join("\n");
  expectNoneOf(tags, mail, "the mail sent");
}

/** Texts with no "@" at all: not an e-mail address by any rule. */
const withoutAt = (marker: string) =>
  anyText.map((text) => `${marker}${text}`).filter((text) => !text.includes("@"));

/** Texts the sign-in forms refuse before looking anything up: no "@" or no ".". */
const notEmailLike = (marker: string) =>
  fc
    .oneof(
      anyText.map((text) => `${marker}${text}`),
      fc.constantFrom(`${marker}@localhost`, `${marker}@`, `@${marker}`, "null", "true", "123"),
    )
    .filter((text) => !(text.includes("@") && text.includes(".")));

/** Required text: left out, blank, or over its limit. */
function requiredText(field: string, max: number, marker: string): fc.Arbitrary<Edit> {
  return fc.oneof(drop(field), setTo(field, blank), setTo(field, longerThan(max, marker)));
}

function emailBreakers(field: string, marker: string): fc.Arbitrary<Edit> {
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
const badPhone: fc.Arbitrary<Piece> = fc.oneof(
  fc.constantFrom("call me", "555-CALL-NOW", "<script>", "' OR 1=1", "☎ 555 0100", "1;DROP"),
  anyText.filter((text) => /[^0-9+()\-.\s xX#]/.test(text)),
  fc.integer({ min: LIMITS.phone + 1, max: 400 }).map((n) => "5".repeat(n)),
);

function notOneOf(allowed: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(anyText, fc.constantFrom(...allowed.map((value) => ` ${value}`), "1-10 ", "OTHER"))
    .filter((text) => !allowed.includes(text));
}

// ---------------------------------------------------------------------------------------------
// Lead forms

/** A lead form is posted to its page without JavaScript, and to /api/leads/<form> with it. */
type LeadRoute = "page" | "api";

function leadTarget(
  form: "contact" | "pricing" | "trial",
  marker: string,
  via: LeadRoute,
): FormTarget {
  const target = leadPageTarget(form, marker);
  return via === "page"
    ? target
    : // The same action behind both: hostile text is stored (and mailed) once, through the page.
      {
        ...target,
        label: `${target.label} (script)`,
        path: `/api/leads/${form}`,
        hostile: undefined,
      };
}

function leadPageTarget(form: "contact" | "pricing" | "trial", marker: string): FormTarget {
  const name = `Fuzz ${marker}`;
  const email = `${marker}@example.com`;
  const message = `Malformed body ${marker}`;
  // Valid leads with hostile text in the name and message: stored, and answered by
  // Post/Redirect/Get (docs/decisions/0038).
  const hostile = (freeText: Record<string, number>) => ({ accepted: [303], freeText });
  switch (form) {
    case "contact":
      return {
        label: "contact form",
        path: "/?index",
        marker,
        valid: { name, email, phone: "555-0100", message },
        breakers: fc.oneof(
          requiredText("name", LIMITS.name, marker),
          emailBreakers("email", marker),
          setTo("phone", badPhone),
          requiredText("message", LIMITS.message, marker),
        ),
        rejected: [400],
        hostile: hostile({ name: LIMITS.name, message: LIMITS.message }),
      };
    case "pricing":
      return {
        label: "pricing form",
        path: "/pricing",
        marker,
        valid: { name, email, phone: "555-0100", company_size: "1-10", industry: "other", message },
        breakers: fc.oneof(
          requiredText("name", LIMITS.name, marker),
          emailBreakers("email", marker),
          drop("phone"),
          setTo("phone", fc.oneof(blank, badPhone)),
          setTo("company_size", notOneOf(["", ...COMPANY_SIZES])),
          setTo("industry", notOneOf(["", ...INDUSTRIES])),
          setTo("message", longerThan(LIMITS.message, marker)),
        ),
        rejected: [400],
        hostile: hostile({ name: LIMITS.name, message: LIMITS.message }),
      };
    case "trial":
      return {
        label: "trial form",
        path: "/leads/trial",
        marker,
        valid: { name, email },
        breakers: fc.oneof(
          requiredText("name", LIMITS.name, marker),
          emailBreakers("email", marker),
        ),
        rejected: [400],
        hostile: hostile({ name: LIMITS.name }),
      };
  }
}

for (const [form, via] of (["contact", "pricing", "trial"] as const).flatMap((form) =>
  (["page", "api"] as const).map((via) => [form, via] as const),
)) {
  test(`the ${form} form (${via}) refuses 200 malformed bodies and stores none of them${via === "page" ? ", and takes hostile text" : ""}`, async ({
    request,
    playwright,
    baseURL,
  }) => {
    const marker = newMarker();
    const { refusedTags, acceptedTags } = await fuzzForm(baseURL!, leadTarget(form, marker, via));
    await expectStillServing(request);

    const admin = await playwright.request.newContext({ baseURL, storageState: ADMIN_STATE });
    const csv = await admin.get("/admin/leads/export.csv");
    expect([200, 404]).toContain(csv.status());
    const exported = await csv.text();
    await admin.dispose();
    expectNoneOf(refusedTags, exported, "the leads export");
    // An accepted lead is stored once (unless another spec's Clear All has removed it since).
    for (const tag of acceptedTags) {
      expect(exported.split(`${tag}@example.com`).length).toBeLessThan(3);
    }
    expect(exported).not.toContain("\u0000");
    expectNoMailMentioning(refusedTags);
  });
}

// ---------------------------------------------------------------------------------------------
// The configurations API (JSON)

/** Every field a card may have: a key outside these is refused. */
const CARD_KEYS: string[] = Object.keys(configurationFieldsSchema.shape);

type Card = Record<string, unknown>;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL's jsonb cannot hold anywhere in a body: the API refuses it (400), not 500. */
function holdsUnstorable(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000") || LONE_SURROGATE.test(value);
  if (value && typeof value === "object") return Object.values(value).some(holdsUnstorable);
  return false;
}

/** `text` cut to `max` code points. */
const cut = (text: string, max: number) => [...text].slice(0, max).join("");

/** One configuration card that the API refuses, whatever the other cards are. */
function badCard(marker: string): fc.Arbitrary<Card> {
  const valid: Card = {
    provider_type: "accounting",
    provider_name: `Fuzz ${marker}`,
    is_enabled: false,
  };
  const without = (key: string): Card =>
    Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
  return fc.oneof(
    fc
      .tuple(fc.string({ unit: "binary", maxLength: 16 }), fc.jsonValue({ maxDepth: 3 }))
      .filter(([key]) => !CARD_KEYS.includes(key) && key !== "__proto__")
      .map(([key, value]) => ({ ...valid, [key]: value })),
    fc.constantFrom("provider_type", "provider_name", "is_enabled").map(without),
    fc
      .jsonValue({ maxDepth: 2 })
      .filter((value) => value !== "accounting" && value !== "file_storage")
      .map((value) => ({ ...valid, provider_type: value })),
    fc
      .oneof(
        fc.jsonValue({ maxDepth: 2 }).filter((value) => typeof value !== "string"),
        blank,
        longerThan(100, marker),
        fc.constantFrom(`${marker}\u0000`, `${marker}\ud800`, `\udc00${marker}`),
      )
      .map((value) => ({ ...valid, provider_name: value })),
    fc
      .jsonValue({ maxDepth: 2 })
      .filter((value) => typeof value !== "boolean")
      .map((value) => ({ ...valid, is_enabled: value })),
    // Enabled built-in cards without their required fields, or with another provider's field.
    fc.constantFrom(
      { provider_type: "accounting", provider_name: "quickbooks", is_enabled: true },
      {
        provider_type: "file_storage",
        provider_name: "msgraph",
        is_enabled: true,
        client_id: "not a guid",
      },
      {
        provider_type: "file_storage",
        provider_name: "google_drive",
        is_enabled: false,
        tenant_id: marker,
      },
      { provider_type: "file_storage", provider_name: `${marker}-custom`, is_enabled: true },
    ),
    longerThan(256, marker).map((long) => ({
      provider_type: "file_storage",
      provider_name: "google_drive",
      is_enabled: false,
      client_id: long,
    })),
  );
}

/** A card the API accepts, with hostile text in each text field, within its length. */
function hostileCard(marker: string): fc.Arbitrary<Card> {
  const hostile = fc.oneof(fc.constantFrom(...HOSTILE), anyText);
  return fc.oneof(
    hostile.map((text) => ({
      provider_type: "accounting",
      provider_name: cut(`Fuzz ${marker} ${text}`, 100),
      is_enabled: false,
    })),
    fc.tuple(hostile, hostile, hostile).map(([id, secret, uri]) => ({
      provider_type: "file_storage",
      provider_name: "google_drive",
      is_enabled: false,
      client_id: `${marker}${cut(id, 200)}`,
      client_secret: secret,
      redirect_uri: uri,
      scope: "",
    })),
  );
}

const nested = (depth: number, open: string, close: string, inner: string) =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

interface ConfigurationProbe extends Probe {
  tag: string;
}

/** Bodies for the configurations API: mostly refused (400, 413, 415), some valid and hostile. */
function configurationProbes(
  marker: string,
  kind: "malformed" | "hostile",
): fc.Arbitrary<ConfigurationProbe> {
  const validCard = {
    provider_type: "accounting",
    provider_name: `Fuzz ${marker}`,
    is_enabled: false,
  };
  const asJson = (value: unknown) => Buffer.from(JSON.stringify(value));
  type Body = { label: string; bytes: Buffer; valid?: boolean };
  const hostileBody: fc.Arbitrary<Body> = fc
    .array(hostileCard(marker), { minLength: 1, maxLength: 3 })
    .map((cards) => ({
      label: "hostile text",
      bytes: asJson({ configurations: cards }),
      valid: true,
    }));
  const malformedBody: fc.Arbitrary<Body> = fc.oneof(
    fc
      .tuple(fc.array(fc.constant(validCard), { maxLength: 3 }), badCard(marker), fc.nat(3))
      .map(([cards, bad, at]) => {
        const list: unknown[] = [...cards];
        list.splice(Math.min(at, list.length), 0, bad);
        return { label: "one bad card", bytes: asJson({ configurations: list }) };
      }),
    fc
      .jsonValue({ maxDepth: 3 })
      .filter((value) => !Array.isArray(value))
      .map((value) => ({
        label: "configurations not a list",
        bytes: asJson({ configurations: value }),
      })),
    fc.constant({ label: "empty list", bytes: asJson({ configurations: [] }) }),
    fc.integer({ min: 21, max: 60 }).map((n) => ({
      label: "too many cards",
      bytes: asJson({ configurations: Array.from({ length: n }, () => validCard) }),
    })),
    fc
      .tuple(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }))
      .filter(([key]) => key !== "configurations")
      .map(([key, value]) => ({
        label: "unknown top-level field",
        bytes: asJson({ configurations: [validCard], [key]: value }),
      })),
    fc
      .jsonValue({ maxDepth: 3 })
      .filter((value) => value === null || typeof value !== "object" || Array.isArray(value))
      .map((value) => ({ label: "not an object", bytes: asJson(value) })),
    fc.integer({ min: 10, max: 30_000 }).map((depth) => ({
      label: `${depth} nested lists`,
      bytes: Buffer.from(`{"configurations":${nested(depth, "[", "]", "")}}`),
    })),
    fc.integer({ min: 10, max: 9_000 }).map((depth) => ({
      label: `${depth} nested objects`,
      bytes: Buffer.from(
        `{"configurations":[${JSON.stringify(validCard)}],"x":${nested(depth, '{"a":', "}", "1")}}`,
      ),
    })),
    fc
      .oneof(
        anyText,
        fc.constantFrom(
          '{"configurations":[',
          "{'configurations': []}",
          "configurations=[]",
          '{"configurations":[{"provider_type":"accounting",}]}',
          "<configurations/>",
          "",
        ),
      )
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((text) => ({ label: "not JSON", bytes: Buffer.from(text) })),
    notUtf8.map((bytes) => ({
      label: "not UTF-8",
      bytes: Buffer.concat([
        Buffer.from(`{"configurations":[{"provider_type":"accounting","provider_name":"${marker}`),
        Buffer.from(bytes),
        Buffer.from('","is_enabled":false}]}'),
      ]),
    })),
  );
  const jsonTypes = ["application/json", "application/json; charset=utf-8", "APPLICATION/JSON"];
  return fc
    .record({
      tag: fc.stringMatching(/^[a-z0-9]{8}$/),
      body: kind === "hostile" ? hostileBody : malformedBody,
      type:
        kind === "hostile"
          ? fc.constantFrom(...jsonTypes)
          : fc.oneof(
              { weight: 5, arbitrary: fc.constantFrom(...jsonTypes) },
              {
                weight: 1,
                arbitrary: fc.constantFrom(
                  "application/x-www-form-urlencoded",
                  "text/plain",
                  "multipart/form-data; boundary=x",
                  "application/jsonp",
                  "",
                ),
              },
            ),
      huge:
        kind === "hostile"
          ? fc.constant(null)
          : sometimes(fc.integer({ min: 66_000, max: 90_000 })),
    })
    .map(({ tag, body: { label, bytes, valid }, type, huge }): ConfigurationProbe => {
      const own = `${marker}${tag}`;
      // The marker is ASCII: replacing it in latin1 leaves every other byte as it was.
      const tagged = Buffer.from(bytes.toString("latin1").replaceAll(marker, own), "latin1");
      const sent = huge ? Buffer.concat([tagged, Buffer.from(" ".repeat(huge))]) : tagged;
      const isJson = jsonTypes.some((json) => json.toLowerCase() === type.toLowerCase());
      const accepted = valid && !holdsUnstorable(JSON.parse(tagged.toString("utf8")));
      return {
        label: `configurations: ${label} (${type || "no type"})`,
        tag: own,
        method: "POST",
        path: "/api/integrations/configurations",
        headers: type ? { "Content-Type": type } : {},
        body: sent,
        allowed: sent.length > 64 * 1024 ? [413] : !isJson ? [415] : accepted ? [201] : [400],
      };
    });
}

test("the configurations API refuses 200 malformed bodies, stores none, and takes hostile text", async ({
  request,
  playwright,
  baseURL,
}) => {
  const marker = newMarker();
  const malformed = await everyAnswerAllowed(baseURL!, configurationProbes(marker, "malformed"));
  const hostile = await everyAnswerAllowed(baseURL!, configurationProbes(marker, "hostile"), {
    runs: HOSTILE_RUNS,
  });
  report(["configurations: malformed", malformed], ["hostile", hostile]);
  await expectStillServing(request);
  const refusedTags = [...malformed.answers, ...hostile.answers]
    .filter((answer) => answer.status >= 400)
    .map((answer) => answer.probe.tag);
  const admin = await playwright.request.newContext({ baseURL, storageState: ADMIN_STATE });
  const page = await admin.get("/admin/integrations");
  expect(page.status()).toBe(200);
  expectNoneOf(refusedTags, await page.text(), "the admin's configurations");
  await admin.dispose();
  expectNoMailMentioning(refusedTags);
});

// ---------------------------------------------------------------------------------------------
// Sign-in, password and sign-out forms

for (const path of ["/account/login", "/admin/login"]) {
  test(`${path} refuses 200 malformed sign-ins`, async ({ request, baseURL }) => {
    const marker = newMarker();
    const target: FormTarget = {
      label: `login ${path}`,
      path,
      marker,
      valid: {
        email: `${marker}@example.com`,
        password: "a password 123",
        redirectTo: "/admin/progress",
      },
      breakers: fc.oneof(
        drop("email"),
        setTo("email", fc.oneof(blank, notEmailLike(marker))),
        drop("password"),
        setTo("password", fc.constant("")),
      ),
      rejected: [400],
      // Valid: an unknown account, with hostile text in the address and the password (429
      // after five failures on one address, as when fast-check replays a failing probe).
      hostile: { accepted: [401, 429], freeText: { email: 254, password: 1024 } },
    };
    await fuzzForm(baseURL!, target);
    await expectStillServing(request);
  });
}

test("forgot password refuses 200 malformed addresses and sends nothing", async ({
  request,
  baseURL,
}) => {
  const marker = newMarker();
  const target: FormTarget = {
    label: "forgot password",
    path: "/account/forgot-password",
    marker,
    valid: { email: `${marker}@example.com` },
    breakers: fc.oneof(drop("email"), setTo("email", fc.oneof(blank, notEmailLike(marker)))),
    rejected: [400],
    // Valid: an address with no account, answered like any other, and no mail.
    hostile: { accepted: [200], freeText: { email: 254 } },
  };
  const { refusedTags, acceptedTags } = await fuzzForm(baseURL!, target);
  await expectStillServing(request);
  expectNoMailMentioning([...refusedTags, ...acceptedTags]);
});

/** New-password fields: missing, too short, too long, or not confirmed. */
function passwordBreakers(marker: string): fc.Arbitrary<Edit> {
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

for (const path of ["/admin/setup", "/account/set-password"]) {
  test(`${path} refuses 200 malformed or unknown-token bodies`, async ({ request, baseURL }) => {
    const marker = newMarker();
    const target: FormTarget = {
      label: `set password ${path}`,
      path,
      marker,
      valid: { token: `fuzz-${marker}`, password: "long enough 123", confirm: "long enough 123" },
      breakers: fc.oneof(
        passwordBreakers(marker),
        setTo("token", fc.oneof(anyText, fc.constant(""), longerThan(200, marker))),
        drop("token"),
      ),
      rejected: [400],
      // The token is never a real one: a valid body with hostile text in it is refused too.
      hostile: { accepted: [400], freeText: { token: 200 } },
    };
    await fuzzForm(baseURL!, target);
    await expectStillServing(request);
  });
}

test("sign-out answers 200 malformed posts and forged cookies with a redirect home", async ({
  request,
  baseURL,
}) => {
  const target: FormTarget = {
    label: "logout",
    path: "/logout",
    marker: newMarker(),
    valid: { confirm: "yes" },
    breakers: setTo("confirm", anyText),
    rejected: [302],
  };
  const forgedCookie = sometimes(
    fc
      .tuple(
        fc.constantFrom(
          "site.session_token",
          "__Secure-site.session_token",
          "site.session_data",
          "x",
        ),
        fc.oneof(
          queryValue,
          fc.constantFrom("", ".", "a.b.c", "%", "undefined"),
          fc.integer({ min: 100, max: 6_000 }).map((n) => `${"a".repeat(n)}.sig`),
        ),
      )
      .map(([name, value]) => `${name}=${value}`),
    2,
  );
  const home = (answer: Answer) =>
    answer.status !== 302 || answer.location === "/" ? undefined : `went to ${answer.location}`;
  const probes = fc.tuple(malformedForm(target), forgedCookie).map(([probe, cookie]) => ({
    ...probe,
    headers: cookie ? { ...probe.headers, Cookie: cookie } : probe.headers,
    check: home,
  }));
  const batch = await everyAnswerAllowed(baseURL!, probes);
  report(["logout", batch]);
  await expectStillServing(request);
});

// ---------------------------------------------------------------------------------------------
// The form service's webhook

test("the webhook refuses 200 malformed calls, with or without the right token", async ({
  request,
  baseURL,
}) => {
  const secret = FORM_SERVICE.webhookSecret;
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
    baseURL!,
    fc.oneof({ weight: 3, arbitrary: withToken }, { weight: 1, arbitrary: wrongToken }),
  );
  report(["webhook", batch]);
  await expectStillServing(request);
});

// ---------------------------------------------------------------------------------------------
// New hires: the tracker's GET form and "Submit All Forms"

const NEW_HIRE_KEYS = ["firstName", "lastName", "miles", "trip", "tab", "redirectTo", "submitted"];

function noiseParams(keys: readonly string[]) {
  return fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.stringMatching(/^[a-z_[\]]{1,8}$/)), queryValue),
    { maxLength: 5 },
  );
}

/** Miles the calculator refuses: not a number, negative, or more than a day's drive. */
function isBadMiles(text: string): boolean {
  const miles = Number(text.slice(0, 20) || undefined);
  return !(Number.isFinite(miles) && miles >= 0 && miles <= MAX_ONE_WAY_MILES);
}

test("the new-hires page refuses 200 malformed queries and 200 malformed submissions", async ({
  request,
  baseURL,
}) => {
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
  const queryBatch = await everyAnswerAllowed(baseURL!, queries);
  await expectStillServing(request);

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
  report(["GET", queryBatch]);
  await fuzzForm(baseURL!, names);
  await expectStillServing(request);
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

test("the leads dashboard and its export refuse 200 malformed filters each, signed in or not", async ({
  request,
  baseURL,
}) => {
  // Signed out, every address leads to the admin login, with a short way back at most.
  const toLogin = (answer: Answer) =>
    answer.status !== 302 ||
    /^\/admin\/login(\?redirectTo=%2Fadmin%2Fleads[^#]{0,1600})?$/.test(answer.location ?? "")
      ? undefined
      : `redirected to ${JSON.stringify(answer.location?.slice(0, 200))} (${answer.location?.length} characters)`;
  const anonymous = await everyAnswerAllowed(
    baseURL!,
    dashboardQueries("/admin/leads", [302]).map((probe) => ({ ...probe, check: toLogin })),
  );
  const cookie = cookieOf(ADMIN_STATE);
  const admin = await everyAnswerAllowed(baseURL!, dashboardQueries("/admin/leads", [400]), {
    cookie,
  });
  const exports = await everyAnswerAllowed(
    baseURL!,
    dashboardQueries("/admin/leads/export.csv", [400]),
    { cookie },
  );
  report(["anonymous", anonymous], ["admin", admin], ["export", exports]);
  await expectStillServing(request);
  const redirect = await request.get(`/admin/leads?period=${encodeText("<script>")}`, {
    maxRedirects: 0,
  });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toMatch(/^\/admin\/login\?redirectTo=%2Fadmin%2Fleads/);
});

test("admin progress refuses 200 malformed searches and 200 malformed refreshes", async ({
  request,
  baseURL,
}) => {
  const cookie = cookieOf(ADMIN_STATE);
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
  const searchBatch = await everyAnswerAllowed(baseURL!, tooLong, { cookie });
  const hostileBatch = await everyAnswerAllowed(baseURL!, hostile, {
    cookie,
    runs: HOSTILE_RUNS,
  });
  await expectStillServing(request);

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
  const refreshBatch = await everyAnswerAllowed(baseURL!, malformedForm(refresh), { cookie });
  report(["search", searchBatch], ["hostile search", hostileBatch], ["refresh", refreshBatch]);
  await expectStillServing(request);
});

test("marking a form completed by hand refuses 200 malformed bodies and records none", async ({
  request,
  playwright,
  baseURL,
}) => {
  const person = uniquePerson("Fuzz");
  await submitForms(request, person, 1, 1);
  const key = `${person.first} ${person.last}`.toLowerCase();
  const personPath = `/admin/progress/${encodeURIComponent(key)}`;
  const admin = await playwright.request.newContext({ baseURL, storageState: ADMIN_STATE });
  expect((await admin.get(personPath)).status()).toBe(200);

  const marker = newMarker();
  const badFormNumber = fc
    .oneof(anyText, fc.constantFrom("0", "21", "-1", "1.5", "NaN", "Infinity", "9999999999", "two"))
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
  const { refusedTags } = await fuzzForm(baseURL!, target, cookieOf(ADMIN_STATE));
  await expectStillServing(request);
  const detail = await admin.get(personPath);
  expect(detail.status()).toBe(200);
  expectNoneOf(refusedTags, await detail.text(), "the hire's progress");
  await admin.dispose();
});

test("people, Clear All and reveal refuse 200 malformed admin posts each", async ({
  request,
  playwright,
  baseURL,
}) => {
  const cookie = cookieOf(ADMIN_STATE);
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
    baseURL!,
    fc.oneof(malformedForm(invite), malformedForm(personAction)),
    { cookie },
  );
  const actions = await everyAnswerAllowed(baseURL!, hostileForm(personAction), {
    cookie,
    runs: HOSTILE_RUNS,
  });
  await expectStillServing(request);

  const clear: FormTarget = {
    label: "clear all",
    path: "/admin/leads",
    marker,
    valid: { intent: "clear", seenUntil: new Date().toISOString() },
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
    // Clear All deletes the leads other specs rely on: never send a body it would accept.
    mustStayInvalid: (form) => {
      const seenUntil = form.get("seenUntil") ?? "";
      return (
        form.get("intent") !== "clear" || (seenUntil !== "" && !/^\d{4}-\d\d-\d\dT/.test(seenUntil))
      );
    },
  };
  const clearBatch = await everyAnswerAllowed(baseURL!, malformedForm(clear), { cookie });
  await expectStillServing(request);

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
  const revealBatch = await everyAnswerAllowed(baseURL!, malformedForm(reveal), { cookie });
  report(
    ["people", people],
    ["unknown person", actions],
    ["clear", clearBatch],
    ["reveal", revealBatch],
  );
  await expectStillServing(request);

  const admin = await playwright.request.newContext({ baseURL, storageState: ADMIN_STATE });
  const peoplePage = await admin.get("/admin/people");
  expect(peoplePage.status()).toBe(200);
  const tags = people.answers.map((answer) => answer.probe.tag);
  expectNoneOf(tags, await peoplePage.text(), "the people list");
  await admin.dispose();
  expectNoMailMentioning(tags);
});

test("an employee's password change refuses 200 malformed bodies and keeps the password", async ({
  request,
  playwright,
  baseURL,
}) => {
  const marker = newMarker();
  const email = `${marker}@example.com`;
  const password = `employee password ${marker}`;
  const admin = await playwright.request.newContext({ baseURL, storageState: ADMIN_STATE });
  const invited = await admin.post("/admin/people", {
    form: { intent: "invite", firstName: "Fuzz", lastName: "Employee", email },
  });
  expect(invited.status()).toBe(200);
  await admin.dispose();
  const link = new URL(await linkFromMail(email, /Set up your/));
  const employee = await playwright.request.newContext({ baseURL });
  const setUp = await employee.post("/account/set-password", {
    form: { token: link.searchParams.get("token") ?? "", password, confirm: password },
    maxRedirects: 0,
  });
  expect(setUp.status()).toBe(302);
  const state = await employee.storageState();
  const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

  const target: FormTarget = {
    label: "change password",
    path: "/employees/info",
    marker,
    valid: {
      current: `not the password ${marker}`,
      password: "a new password 1",
      confirm: "a new password 1",
    },
    breakers: fc.oneof(passwordBreakers(marker), drop("current"), setTo("current", anyText)),
    rejected: [400],
    // The current password given is never the right one: a valid body is refused too.
    hostile: { accepted: [400], freeText: { current: 1024 } },
  };
  await fuzzForm(baseURL!, target, cookie);
  await expectStillServing(request);

  // The password is unchanged: it still signs in.
  const again = await playwright.request.newContext({ baseURL });
  const signIn = await again.post("/account/login", {
    form: { email, password },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  expect(signIn.headers().location).toBe("/team/employees/hub");
  await again.dispose();
  await employee.dispose();
});
