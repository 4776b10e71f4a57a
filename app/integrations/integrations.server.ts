import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { enqueueMail } from "~/mail/outbox.server";
import { localizedErrors } from "./configuration-fields";
import { openSecret, type SecretKeyring, sealSecret } from "./crypto.server";
import {
  type IntegrationSubmission,
  integrationSubmissions,
  type StoredConfiguration,
} from "./integrations.schema";
import {
  type ConfigurationErrors,
  describeBodyIssues,
  type IntegrationConfiguration,
  isSecretField,
  MAX_CONFIGURATIONS,
  providerFields,
  SECRET_FIELDS,
  type SecretFieldKey,
  submitBodySchema,
  validateAll,
} from "./integrations.validation";
import { submissionNotification } from "./notification.server";

/** What the submit endpoint answers; the page reads `ok` and `message`. */
export type SubmitResponse =
  | { ok: true; id: string; message: string }
  | { ok: false; message: string; errors?: Record<number, ConfigurationErrors> };

/** Why a submission was refused, in the words the page shows. */
interface SubmissionProblem {
  message: string;
  /** The rules' messages by card and field, when the cards themselves are wrong. */
  errors?: Record<number, ConfigurationErrors>;
}

/** The submit endpoint answers in the spec's English, for any client. */
const english = serverTranslator("en");

/**
 * Checks a submitted body: the strict body schema, then each card's rules, exactly as the page
 * checks them (docs/product.md#integration-configuration).
 */
export function checkSubmission(
  json: unknown,
): { ok: true; cards: IntegrationConfiguration[] } | { ok: false; problem: SubmissionProblem } {
  const parsed = submitBodySchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, problem: { message: `${describeBodyIssues(parsed.error, english)}.` } };
  }
  const problems = validateAll(parsed.data.configurations);
  if (problems.size > 0) {
    return {
      ok: false,
      problem: {
        message: english.t("integrations.notice.fixBeforeSubmitting"),
        errors: Object.fromEntries(
          [...problems].map(([index, errors]) => [
            index,
            localizedErrors(english.t, parsed.data.configurations[index]!, errors),
          ]),
        ),
      },
    };
  }
  return { ok: true, cards: parsed.data.configurations };
}

/**
 * The card as stored: non-secret fields as they are, each filled-in secret encrypted and bound
 * to its place (`record`: the submission's id; `index`: the card's position).
 */
function sealConfiguration(
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

interface StoreOptions {
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

/** A stored card as the admin view lists it: which secrets exist, never their values. */
interface SubmittedCard {
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

const ADMIN_LIST_LIMIT = 100;

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
type RevealRequest = z.infer<typeof revealRequestSchema>;

/** Decrypts one stored secret; undefined when the submission, card or value does not exist. */
async function revealSecret(
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

/**
 * Reveals one stored secret to an admin: the only way a stored secret is read, so each reveal is
 * written to the audit log (which field, never the value). Undefined when nothing is stored.
 */
export async function revealSecretTo(
  db: Database,
  key: SecretKeyring,
  admin: AuditActor,
  target: RevealRequest,
): Promise<string | undefined> {
  const value = await revealSecret(db, key, target);
  if (value === undefined) return undefined;
  await recordAudit(db, admin, "integration.secret.revealed", target.submission, {
    card: target.card,
    field: target.field,
  });
  return value;
}
