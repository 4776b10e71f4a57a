import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { enqueueMail } from "~/mail/outbox.server";
import { integrationMessages } from "~/site/messages";
import { openSecret, type SecretKeyring, sealSecret } from "./crypto.server";
import {
  type IntegrationSubmission,
  integrationSubmissions,
  type StoredConfiguration,
} from "./integrations.schema";
import { submissionNotification } from "./notification.server";
import {
  type ConfigurationErrors,
  describeBodyIssues,
  type IntegrationConfiguration,
  isSecretField,
  MAX_BODY_BYTES,
  MAX_CONFIGURATIONS,
  providerFields,
  SECRET_FIELDS,
  type SecretFieldKey,
  submitBodySchema,
  validateAll,
} from "./validation";

/** What the submit endpoint answers; the page reads `ok` and `message`. */
export type SubmitResponse =
  | { ok: true; id: string; message: string }
  | { ok: false; message: string; errors?: Record<number, ConfigurationErrors> };

export interface SubmitOutcome {
  status: number;
  body: SubmitResponse;
}

function failure(status: number, message: string): SubmitOutcome {
  return { status, body: { ok: false, message } };
}

type BodyRead = { ok: true; text: string } | { ok: false; outcome: SubmitOutcome };

const tooLarge = () =>
  failure(413, `The configuration is too large: send at most ${MAX_BODY_BYTES / 1024} KB.`);

/**
 * Reads the body, stopping as soon as it passes the limit: a client that lies about (or omits)
 * Content-Length still cannot make the server buffer more than the limit.
 */
async function readLimitedBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return { ok: false, outcome: tooLarge() };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading, without cancelling: cancelling destroys the socket before the 413 is sent.
      reader.releaseLock();
      return { ok: false, outcome: tooLarge() };
    }
    chunks.push(value);
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(concat(chunks)) };
  } catch {
    return { ok: false, outcome: failure(400, "The request body is not valid UTF-8 text.") };
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function isJson(request: Request): boolean {
  const type = request.headers.get("content-type") ?? "";
  return type.split(";")[0]!.trim().toLowerCase() === "application/json";
}

/**
 * Parses and checks a submission: JSON only (which also keeps other sites' plain forms out),
 * at most 64 KB, the strict body schema, then SPEC.md section 5's rules, as on the page.
 */
export async function parseSubmission(
  request: Request,
): Promise<
  { ok: true; cards: IntegrationConfiguration[] } | { ok: false; outcome: SubmitOutcome }
> {
  if (!isJson(request)) {
    return {
      ok: false,
      outcome: failure(415, "Send the configuration as JSON (Content-Type: application/json)."),
    };
  }
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body;
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return { ok: false, outcome: failure(400, "The request body is not valid JSON.") };
  }
  const parsed = submitBodySchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, outcome: failure(400, `${describeBodyIssues(parsed.error)}.`) };
  }
  const problems = validateAll(parsed.data.configurations);
  if (problems.size > 0) {
    return {
      ok: false,
      outcome: {
        status: 400,
        body: {
          ok: false,
          message: integrationMessages.fixBeforeSubmitting,
          errors: Object.fromEntries(problems),
        },
      },
    };
  }
  return { ok: true, cards: parsed.data.configurations };
}

/**
 * The card as stored: non-secret fields as they are, each filled-in secret encrypted and bound
 * to its place (`record`: the submission's id; `index`: the card's position).
 */
export function sealConfiguration(
  card: IntegrationConfiguration,
  key: SecretKeyring,
  place: { record: string; index: number },
): StoredConfiguration {
  const fields: StoredConfiguration["fields"] = {};
  const secrets: StoredConfiguration["secrets"] = {};
  for (const field of providerFields(card.provider_name)) {
    const value = card[field];
    if (value === undefined) continue;
    if (isSecretField(field)) {
      if (typeof value === "string" && value !== "") {
        secrets[field] = sealSecret(key, value, { record: place.record, card: place.index, field });
      }
    } else {
      fields[field] = value;
    }
  }
  return {
    provider_type: card.provider_type,
    provider_name: card.provider_name,
    is_enabled: card.is_enabled,
    fields,
    secrets,
  };
}

export interface StoreOptions {
  key: SecretKeyring;
  /** Where the notification goes: the company inbox, from the deployment's settings. */
  inbox: string;
  publicUrl: string;
}

/**
 * Stores a checked submission and queues the company's notification in the same transaction:
 * a stored submission always has its e-mail queued, and a failed insert sends nothing.
 */
export async function storeSubmission(
  db: Database,
  cards: IntegrationConfiguration[],
  options: StoreOptions,
): Promise<string> {
  // The id is chosen here, not by the database: the secrets are bound to it before the insert.
  const id = randomUUID();
  const sealed = cards.map((card, index) =>
    sealConfiguration(card, options.key, { record: id, index }),
  );
  return db.transaction(async (tx) => {
    await tx.insert(integrationSubmissions).values({ id, configurations: sealed });
    await enqueueMail(
      tx,
      submissionNotification({
        inbox: options.inbox,
        publicUrl: options.publicUrl,
        submissionId: id,
        cards,
      }),
    );
    return id;
  });
}

/** The whole submit flow of POST /api/integrations/configurations. */
export async function submitConfigurations(
  db: Database,
  request: Request,
  options: StoreOptions,
): Promise<SubmitOutcome> {
  const parsed = await parseSubmission(request);
  if (!parsed.ok) return parsed.outcome;
  const id = await storeSubmission(db, parsed.cards, options);
  return { status: 201, body: { ok: true, id, message: integrationMessages.submitSuccess } };
}

/** A stored card as the admin view lists it: which secrets exist, never their values. */
export interface SubmittedCard {
  provider_type: StoredConfiguration["provider_type"];
  provider_name: string;
  is_enabled: boolean;
  fields: StoredConfiguration["fields"];
  secretFields: SecretFieldKey[];
}

export interface SubmissionSummary {
  id: string;
  createdAt: string;
  cards: SubmittedCard[];
}

export const ADMIN_LIST_LIMIT = 100;

/** The newest submissions first, with secret values left out. */
export async function listSubmissions(
  db: Database,
  limit: number = ADMIN_LIST_LIMIT,
): Promise<SubmissionSummary[]> {
  const rows = await db
    .select()
    .from(integrationSubmissions)
    .orderBy(desc(integrationSubmissions.createdAt), desc(integrationSubmissions.id))
    .limit(limit);
  return rows.map(toSummary);
}

function toSummary(row: IntegrationSubmission): SubmissionSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    cards: row.configurations.map((card) => ({
      provider_type: card.provider_type,
      provider_name: card.provider_name,
      is_enabled: card.is_enabled,
      fields: card.fields,
      secretFields: SECRET_FIELDS.filter((field) => card.secrets[field] !== undefined),
    })),
  };
}

/** Which single value an admin asks to see. */
export const revealRequestSchema = z.strictObject({
  submission: z.uuid("Unknown submission"),
  card: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_CONFIGURATIONS - 1),
  field: z.enum(SECRET_FIELDS, { error: "Only secret fields are revealed" }),
});
export type RevealRequest = z.infer<typeof revealRequestSchema>;

/** Decrypts one stored secret; undefined when the submission, card or value does not exist. */
export async function revealSecret(
  db: Database,
  key: SecretKeyring,
  target: RevealRequest,
): Promise<string | undefined> {
  const [row] = await db
    .select({ configurations: integrationSubmissions.configurations })
    .from(integrationSubmissions)
    .where(eq(integrationSubmissions.id, target.submission));
  const stored = row?.configurations[target.card]?.secrets[target.field];
  if (stored === undefined) return undefined;
  return openSecret(key, stored, {
    record: target.submission,
    card: target.card,
    field: target.field,
  });
}
