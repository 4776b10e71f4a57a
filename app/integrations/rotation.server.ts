import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  isSealedUnderCurrentKey,
  openSecret,
  type SecretKeyring,
  sealSecret,
} from "./crypto.server";
import { integrationSubmissions, type StoredConfiguration } from "./integrations.schema";
import type { SecretFieldKey } from "./integrations.validation";

interface RotationResult {
  /** Submissions with at least one secret resealed. */
  submissions: number;
  secrets: number;
}

/**
 * Reseals every stored secret that is not yet under the ring's current key (values under the
 * previous key, and values stored before key ids). One transaction: either every row is
 * rotated, or, when one value cannot be opened, none is changed and the error says which.
 */
export async function rotateIntegrationSecrets(
  db: Database,
  ring: SecretKeyring,
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(integrationSubmissions).for("update");
    const result: RotationResult = { submissions: 0, secrets: 0 };
    for (const row of rows) {
      const { configurations, resealed } = resealSubmission(row.id, row.configurations, ring);
      if (resealed === 0) continue;
      await tx
        .update(integrationSubmissions)
        .set({ configurations })
        .where(eq(integrationSubmissions.id, row.id));
      result.submissions += 1;
      result.secrets += resealed;
    }
    return result;
  });
}

function resealSubmission(record: string, cards: StoredConfiguration[], ring: SecretKeyring) {
  let resealed = 0;
  const configurations = cards.map((card, index) => {
    const secrets = { ...card.secrets };
    for (const [field, stored] of Object.entries(secrets) as [SecretFieldKey, string][]) {
      if (isSealedUnderCurrentKey(ring, stored)) continue;
      const binding = { record, card: index, field };
      let value: string;
      try {
        value = openSecret(ring, stored, binding);
      } catch (error) {
        throw new Error(
          `Submission ${record}, card ${index + 1}, ${field}: ${(error as Error).message}`,
        );
      }
      secrets[field] = sealSecret(ring, value, binding);
      resealed += 1;
    }
    return { ...card, secrets };
  });
  return { configurations, resealed };
}
