import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database, DbOrTx } from "~/db/client.server";
import { companyProfile } from "./company.schema";
import { type CompanyProfile, companyProfileSchema } from "./profile";
import { profileErrors } from "./profile-page/profile-errors.server";

/** The stored profile and its version (rises by one on every save). */
export interface StoredProfile {
  profile: CompanyProfile;
  version: number;
  /** The uploaded logo as a PNG the server made (app/company/images/logo.server.ts); none: the drawn mark. */
  logo?: Uint8Array | null;
}

/** What a save does to the logo: leaves it (undefined), replaces it (a PNG) or removes it (null). */
export type LogoChange = Uint8Array | null | undefined;

const ROW_ID = 1;

/** The stored profile, or null before the first start wrote one. */
export async function readStoredProfile(db: DbOrTx): Promise<StoredProfile | null> {
  const [row] = await db.select().from(companyProfile).where(eq(companyProfile.id, ROW_ID));
  if (!row) return null;
  // Parsed again on the way out: an older version's row gains any defaults added since.
  return {
    profile: companyProfileSchema.parse(row.profile),
    version: row.version,
    logo: row.logo ?? null,
  };
}

/** The stored version alone: what each process polls to learn of a save made elsewhere. */
export async function readProfileVersion(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ version: companyProfile.version })
    .from(companyProfile)
    .where(eq(companyProfile.id, ROW_ID));
  return row?.version ?? null;
}

/**
 * The stored profile, writing `initial` first when none is stored (a fresh install). Two
 * processes starting at once both insert-or-skip: the first one's copy is kept.
 */
export async function ensureProfile(db: Database, initial: CompanyProfile): Promise<StoredProfile> {
  await db
    .insert(companyProfile)
    .values({ id: ROW_ID, version: 1, profile: initial })
    .onConflictDoNothing();
  const stored = await readStoredProfile(db);
  if (!stored) throw new Error("the company profile could not be stored");
  return stored;
}

/**
 * Saves a checked profile (and a change of logo) with its audit entry, in one transaction;
 * returns the new version.
 */
export async function saveProfile(
  db: Database,
  edited: CompanyProfile,
  actor: AuditActor,
  logo: LogoChange = undefined,
  options: SaveOptions = {},
): Promise<StoredProfile> {
  return db.transaction(async (tx) => {
    const previous = await readStoredProfile(tx);
    const profile = keptFrom(edited, previous?.profile, options.keep ?? []);
    const [row] = await tx
      .insert(companyProfile)
      .values({ id: ROW_ID, version: 1, profile, ...(logo === undefined ? {} : { logo }) })
      .onConflictDoUpdate({
        target: companyProfile.id,
        set: {
          profile,
          ...(logo === undefined ? {} : { logo }),
          version: sql`${companyProfile.version} + 1`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ version: companyProfile.version, logo: companyProfile.logo });
    const version = row?.version ?? 1;
    const changed = previous ? changedFields(previous.profile, profile) : Object.keys(profile);
    if (logo !== undefined && !sameBytes(previous?.logo ?? null, logo)) changed.push("logo");
    await recordAudit(tx, actor, "company.profile.update", "company profile", {
      version,
      changed,
    });
    return { profile, version, logo: row?.logo ?? null };
  });
}

export interface SaveOptions {
  /**
   * Fields the save does not change: taken from the stored row inside the transaction, so that a
   * form that does not edit them (the W-9 has its own) never puts back an older value that this
   * process still had in memory.
   */
  keep?: readonly (keyof CompanyProfile)[];
}

function keptFrom(
  edited: CompanyProfile,
  stored: CompanyProfile | undefined,
  keep: readonly (keyof CompanyProfile)[],
): CompanyProfile {
  if (!stored || keep.length === 0) return edited;
  return { ...edited, ...Object.fromEntries(keep.map((key) => [key, stored[key]])) };
}

function sameBytes(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === null || b === null) return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}

/** The top-level fields whose value changed: enough for the audit log to say what was edited. */
export function changedFields(before: CompanyProfile, after: CompanyProfile): string[] {
  return (Object.keys(after) as (keyof CompanyProfile)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/**
 * The profile a fresh install starts from: the JSON file named by COMPANY_PROFILE_FILE, checked
 * by the same schema, or the example. A file that cannot be read or does not pass stops the
 * start with the field and the reason.
 */
export async function initialProfile(
  file: string | undefined,
  example: CompanyProfile,
): Promise<CompanyProfile> {
  if (!file) return example;
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new Error(`COMPANY_PROFILE_FILE: cannot read ${file} (${(error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`COMPANY_PROFILE_FILE: ${file} is not JSON (${(error as Error).message})`);
  }
  const parsed = companyProfileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = Object.entries(profileErrors(parsed.error))
      .map(([field, message]) => `${field}: ${message}`)
      .join("; ");
    throw new Error(`COMPANY_PROFILE_FILE: ${file} is not a valid company profile: ${problems}`);
  }
  return parsed.data;
}
