import { and, type SQL, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import { users } from "~/auth/auth.schema";
import { CSV_BOM, csvRow } from "~/csv/csv";
import type { Database } from "~/db/client.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { namesOf } from "~/i18n/translator";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/site/language";
import { leads } from "../leads.schema";
import { STAGE_KEYS } from "../office-labels";
import type { LeadStatus } from "../pipeline/pipeline";
import { CSV_HEADER } from "./csv";
import { type LeadFilter, leadFilterCondition, type ViewerClock } from "./dashboard.server";
import type { LeadTimeFormat } from "./format";

/** The stages' names in the file: the office's, in English (docs/decisions/0096). */
const STAGE_NAMES = namesOf(serverTranslator("en").t, STAGE_KEYS);

/**
 * The leads list's CSV export (docs/product.md): the filter's leads streamed in batches, and the
 * audit entry that says who took them out.
 */

/** Records an export: who took which leads out of the system. */
export async function recordLeadsExport(
  db: Database,
  actor: AuditActor,
  filter: LeadFilter,
  details: { count: number; timeZone: string },
) {
  await recordAudit(db, actor, "leads.exported", null, { ...filter, ...details });
}

/** Leads read per query while exporting: small enough to keep memory flat. */
const EXPORT_BATCH_SIZE = 2_000;

interface Cursor {
  /** created_at as PostgreSQL prints it: microseconds kept, unlike a JavaScript Date. */
  createdAt: string;
  id: string;
}

interface ExportedLead {
  name: string;
  email: string;
  source: string;
  language: Lang;
  createdAt: Date;
  status: LeadStatus;
  /** The assignee's name now; empty when nobody (or a removed account) has the lead. */
  assignee: string;
  lastActivityAt: Date;
  /** Whole minutes from arrival to the first reply or call; null before one. */
  firstResponseMinutes: number | null;
  cursor: Cursor;
}

/**
 * One batch, newest first. PostgreSQL hands it over as a single JSON document: read row by row,
 * turning 100,000 rows into objects took most of an export's time.
 */
async function exportBatch(
  db: Database,
  condition: SQL | undefined,
  after: Cursor | null,
  size: number,
): Promise<ExportedLead[]> {
  const keyset = after
    ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const where = and(condition, keyset);
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      newest.name, newest.email, newest.source, extract(epoch from newest.created_at) * 1000,
      newest.created_at::text, newest.id, newest.status, coalesce(assignee.name, ''),
      extract(epoch from newest.last_activity_at) * 1000,
      floor(extract(epoch from newest.first_response_at - newest.created_at) / 60), newest.language
    ) order by newest.created_at desc, newest.id desc), '[]')::text as batch
    from (
      select ${leads.name} as name, ${leads.email} as email, ${leads.source} as source,
             ${leads.createdAt} as created_at, ${leads.id} as id, ${leads.status} as status,
             ${leads.assigneeId} as assignee_id, ${leads.lastActivityAt} as last_activity_at,
             ${leads.firstResponseAt} as first_response_at, ${leads.language} as language
      from ${leads}
      ${where ? sql`where ${where}` : sql``}
      order by ${leads.createdAt} desc, ${leads.id} desc
      limit ${size}
    ) newest
    left join ${users} assignee on assignee.id = newest.assignee_id
  `);
  // Both drivers (node-postgres and PGlite) answer raw queries with { rows }.
  const [row] = (result as unknown as { rows: Array<{ batch: string }> }).rows;
  const rows = JSON.parse(row?.batch ?? "[]") as Array<
    [
      string,
      string,
      string,
      number,
      string,
      string,
      LeadStatus,
      string,
      number,
      number | null,
      Lang,
    ]
  >;
  return rows.map(
    ([
      name,
      email,
      source,
      epochMs,
      createdAt,
      id,
      status,
      assignee,
      activityMs,
      minutes,
      language,
    ]) => ({
      name,
      email,
      source,
      language,
      createdAt: new Date(epochMs),
      status,
      assignee,
      lastActivityAt: new Date(activityMs),
      firstResponseMinutes: minutes,
      cursor: { createdAt, id },
    }),
  );
}

/**
 * The filter's leads as CSV, newest first, read in keyset-paginated batches as the client
 * pulls: never more than one batch in memory, and no long-running transaction or cursor.
 * The first batch is read before the answer starts, so a database that is unavailable then
 * gives the caller's clear 503 rather than an answer cut off before its headers (a compressed
 * answer's headers only leave with its first compressed bytes).
 */
export async function leadsCsvStream(
  db: Database,
  filter: LeadFilter,
  clock: ViewerClock,
  format: LeadTimeFormat,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const condition = leadFilterCondition(filter, clock);
  const rows = (batch: ExportedLead[]) =>
    batch
      .map((lead) =>
        csvRow([
          lead.name,
          lead.email,
          format.date(lead.createdAt),
          format.time(lead.createdAt),
          lead.source,
          LANGUAGE_NAMES_IN_ENGLISH[lead.language],
          STAGE_NAMES[lead.status],
          lead.assignee,
          `${format.date(lead.lastActivityAt)} ${format.time(lead.lastActivityAt)}`,
          lead.firstResponseMinutes === null ? "" : String(lead.firstResponseMinutes),
        ]),
      )
      .join("");
  let batch = await exportBatch(db, condition, null, batchSize);
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!first) batch = await exportBatch(db, condition, batch.at(-1)!.cursor, batchSize);
        const head = first ? CSV_BOM + csvRow(CSV_HEADER) : "";
        first = false;
        if (head || batch.length > 0) controller.enqueue(encoder.encode(head + rows(batch)));
        if (batch.length < batchSize) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}
