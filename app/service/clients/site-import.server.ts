import { and, eq, inArray, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import { readCsv } from "~/csv/read";
import type { Database } from "~/db/client.server";
import { serviceSites } from "../service.schema";
import { type SiteInput, siteSchema } from "../service.validation";
import { SITE_IMPORT_LIMITS } from "./site-import-limits";

/**
 * The CSV import of a client's sites (docs/service-desk.md#sites-import): a header row
 * `site_number,name,address,time_zone`, then one site per row. A number the client has is
 * updated, a new one added. Any refused row refuses the whole file (nothing half imported),
 * with every refused line named.
 */

const SITE_IMPORT_HEADER = ["site_number", "name", "address", "time_zone"] as const;

export interface ImportError {
  /** The line of the file (the header is line 1); 0 for the file as a whole. */
  line: number;
  /** A message key of the `service` namespace. */
  message: string;
  /** The field it is about, when one. */
  field?: string;
  /** For a repeated site number: the line that has it first. */
  earlier?: number;
}

export type SiteImportResult =
  | { ok: true; added: number; updated: number }
  | { ok: false; errors: ImportError[] };

/** The rows of a file, checked; the errors by line when any is refused. */
function checkSiteFile(
  text: string,
): { ok: true; rows: SiteInput[] } | { ok: false; errors: ImportError[] } {
  if (new TextEncoder().encode(text).length > SITE_IMPORT_LIMITS.bytes) {
    return { ok: false, errors: [{ line: 0, message: "service.import.tooLarge" }] };
  }
  const [header, ...records] = readCsv(text);
  const names = header?.fields.map((name) => name.trim().toLowerCase());
  if (!names || names.join(",") !== SITE_IMPORT_HEADER.join(",")) {
    return { ok: false, errors: [{ line: 1, message: "service.import.header" }] };
  }
  if (records.length === 0)
    return { ok: false, errors: [{ line: 0, message: "service.import.empty" }] };
  if (records.length > SITE_IMPORT_LIMITS.rows) {
    return { ok: false, errors: [{ line: 0, message: "service.import.tooManyRows" }] };
  }
  const errors: ImportError[] = [];
  const rows: SiteInput[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    if (record.fields.length !== SITE_IMPORT_HEADER.length) {
      errors.push({ line: record.line, message: "service.import.columns" });
      continue;
    }
    const [siteNumber, name, address, timeZone] = record.fields as [string, string, string, string];
    const parsed = siteSchema.safeParse({ siteNumber, name, address, timeZone });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      errors.push({ line: record.line, message: issue.message, field: String(issue.path[0]) });
      continue;
    }
    const earlier = seen.get(parsed.data.siteNumber);
    if (earlier !== undefined) {
      errors.push({ line: record.line, message: "service.import.repeated", earlier });
      continue;
    }
    seen.set(parsed.data.siteNumber, record.line);
    rows.push(parsed.data);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** Imports a file's sites into a client: all of them, or none with the refused lines. */
export async function importSites(
  db: Database,
  actor: AuditActor,
  clientId: string,
  text: string,
): Promise<SiteImportResult> {
  const checked = checkSiteFile(text);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    const numbers = checked.rows.map((row) => row.siteNumber);
    const existing = new Set<string>();
    // In slices: a statement's parameters are bounded.
    for (let at = 0; at < numbers.length; at += 1000) {
      const found = await tx
        .select({ siteNumber: serviceSites.siteNumber })
        .from(serviceSites)
        .where(
          and(
            eq(serviceSites.clientId, clientId),
            inArray(serviceSites.siteNumber, numbers.slice(at, at + 1000)),
          ),
        );
      for (const row of found) existing.add(row.siteNumber);
    }
    for (let at = 0; at < checked.rows.length; at += 500) {
      await tx
        .insert(serviceSites)
        .values(checked.rows.slice(at, at + 500).map((row) => ({ ...row, clientId })))
        .onConflictDoUpdate({
          target: [serviceSites.clientId, serviceSites.siteNumber],
          set: {
            name: sql`excluded.name`,
            address: sql`excluded.address`,
            timeZone: sql`excluded.time_zone`,
          },
        });
    }
    const updated = numbers.filter((number) => existing.has(number)).length;
    const added = numbers.length - updated;
    await recordAudit(tx, actor, "service.site.import", clientId, { added, updated });
    return { ok: true as const, added, updated };
  });
}
