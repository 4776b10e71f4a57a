// Bad input on the public lead forms and the configurations API (docs/security.md#where-each-defence-lives):
// every endpoint that takes input gets at least 200 generated malformed requests (fast-check):
// wrong types, missing and extra fields, huge values, bytes that are not UTF-8, nested JSON, wrong
// content types, script and SQL fragments. Each is answered with the expected 4xx, never a 5xx;
// the server still answers /healthz after each batch; and nothing that was refused shows up in
// what the admin sees or in the mail. Forms with free-text fields also get valid bodies carrying
// hostile text (script, SQL, NUL, bytes that are not UTF-8): those reach the database and are
// answered as valid ones are.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { configurationFieldsSchema } from "~/integrations/integrations.validation";
import { COMPANY_SIZES, INDUSTRIES, LIMITS } from "~/leads/forms/leads.validation";
import { adminCookie } from "../support/accounts";
import { useTestApp } from "../support/app";
import {
  BAD_INPUT_ENV,
  BATCH_TIMEOUT,
  badPhone,
  emailBreakers,
  expectNoMailMentioning,
  expectNoneOf,
  expectStillServing,
  fuzzForm,
  HOSTILE_RUNS,
  newMarker,
  notOneOf,
  report,
  requiredText,
} from "../support/bad-input";
import {
  anyText,
  blank,
  drop,
  everyAnswerAllowed,
  type FormTarget,
  HOSTILE,
  longerThan,
  notUtf8,
  type Probe,
  setTo,
  sometimes,
} from "../support/malformed";

const app = useTestApp(BAD_INPUT_ENV);
let admin = "";
beforeAll(async () => {
  admin = await adminCookie(app().context);
});

/** What the admin is shown at `path`. */
async function adminSees(path: string) {
  return app().fetch(path, { headers: { Cookie: admin } });
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

describe("the lead forms", BATCH_TIMEOUT, () => {
  for (const [form, via] of (["contact", "pricing", "trial"] as const).flatMap((form) =>
    (["page", "api"] as const).map((via) => [form, via] as const),
  )) {
    it(`the ${form} form (${via}) refuses 200 malformed bodies and stores none of them${via === "page" ? ", and takes hostile text" : ""}`, async (context) => {
      const marker = newMarker();
      const { refusedTags, acceptedTags } = await fuzzForm(
        context,
        app(),
        leadTarget(form, marker, via),
      );
      await expectStillServing(app());

      const csv = await adminSees("/admin/leads/export.csv");
      expect([200, 404]).toContain(csv.status);
      const exported = await csv.text();
      expectNoneOf(refusedTags, exported, "the leads export");
      // An accepted lead is stored once.
      for (const tag of acceptedTags) {
        expect(exported.split(`${tag}@example.com`).length).toBeLessThan(3);
      }
      expect(exported).not.toContain("\u0000");
      await expectNoMailMentioning(app(), refusedTags);
    });
  }
});

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

describe("the configurations API", BATCH_TIMEOUT, () => {
  it("refuses 200 malformed bodies, stores none, and takes hostile text", async (context) => {
    const marker = newMarker();
    const malformed = await everyAnswerAllowed(app().url, configurationProbes(marker, "malformed"));
    const hostile = await everyAnswerAllowed(app().url, configurationProbes(marker, "hostile"), {
      runs: HOSTILE_RUNS,
    });
    await report(context, ["configurations: malformed", malformed], ["hostile", hostile]);
    await expectStillServing(app());
    const refusedTags = [...malformed.answers, ...hostile.answers]
      .filter((answer) => answer.status >= 400)
      .map((answer) => answer.probe.tag);
    const page = await adminSees("/admin/integrations");
    expect(page.status).toBe(200);
    expectNoneOf(refusedTags, await page.text(), "the admin's configurations");
    await expectNoMailMentioning(app(), refusedTags);
  });
});
