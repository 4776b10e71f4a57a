import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { LeadKind } from "../dashboard/dashboard.validation";
import { leadStageTallies, leads } from "../leads.schema";
import {
  LEAD_STATUSES,
  type LeadStatus,
  type Pipeline,
  pipelineOf,
  pipelineStages,
} from "./pipeline";

/**
 * The board (docs/product.md#the-board): one column per stage, each showing its newest cards
 * only, so a stage with 40,000 leads costs what one with 20 does; the rest is one "more" link
 * away in the list, filtered by that stage.
 */
const BOARD_COLUMN_SIZE = 20;

export interface BoardCard {
  id: string;
  name: string;
  kind: LeadKind;
  status: LeadStatus;
  createdAt: Date;
  assigneeId: string | null;
  /** Why a Lost lead was lost (a key of LOST_REASON_LABELS); null at other stages. */
  lostReason: string | null;
}

export interface BoardColumn {
  status: LeadStatus;
  /** Every lead in the stage, not only the cards shown. */
  total: number;
  cards: BoardCard[];
}

/** One row of the (kind, source, stage, assignee) tallies, added up over the assignees. */
export interface StageTally {
  kind: LeadKind;
  source: string;
  status: LeadStatus;
  leads: number;
}

/**
 * The stage tallies the database triggers keep, per kind, source and stage: a few dozen rows,
 * however many leads (docs/decisions/0030, 0044). The board's totals and the dashboard's numbers
 * (leads by stage, conversion) are all taken from this one read.
 */
export async function readStageTallies(db: Database): Promise<StageTally[]> {
  const rows = await db
    .select({
      kind: leadStageTallies.kind,
      source: leadStageTallies.source,
      status: leadStageTallies.status,
      leads: sql<number>`sum(${leadStageTallies.leads})::int`,
    })
    .from(leadStageTallies)
    .groupBy(leadStageTallies.kind, leadStageTallies.source, leadStageTallies.status);
  return rows.map((row) => ({
    kind: row.kind as LeadKind,
    source: row.source,
    status: row.status as LeadStatus,
    leads: Number(row.leads),
  }));
}

/** Leads per stage, every stage present (0 when empty). */
export function byStageOf(tallies: readonly StageTally[]): Record<LeadStatus, number> {
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of tallies) if (row.status in counts) counts[row.status] += row.leads;
  return counts;
}

interface CardRow {
  id: string;
  name: string;
  kind: LeadKind;
  status: LeadStatus;
  created_at: string;
  assignee_id: string | null;
  lost_reason: string | null;
}

/** Which leads a pipeline's board shows: the certificate requests, or every other kind. */
const kindsOf = (pipeline: Pipeline) =>
  pipeline === "coi" ? sql`kind = 'coi'` : sql`kind <> 'coi'`;

/**
 * Each stage's newest cards in one statement: one bounded read per stage through the
 * (status, created_at, id) index, glued with UNION ALL. New holds both pipelines' leads: the
 * kind's condition picks the board's.
 */
async function newestPerStage(
  db: Database,
  pipeline: Pipeline,
  perColumn: number,
): Promise<BoardCard[]> {
  const parts = pipelineStages(pipeline).map(
    (
      status,
    ) => sql`(select id, name, kind, status, created_at, assignee_id, lost_reason from ${leads}
      where status = ${status} and ${kindsOf(pipeline)}
      order by created_at desc, id desc limit ${perColumn})`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as unknown as { rows: CardRow[] }).rows;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    createdAt: new Date(row.created_at),
    assigneeId: row.assignee_id,
    lostReason: row.status === "lost" ? row.lost_reason : null,
  }));
}

/** A pipeline's board: its columns in order, newest card first in each. */
export async function loadBoard(
  db: Database,
  pipeline: Pipeline = "sales",
  perColumn = BOARD_COLUMN_SIZE,
): Promise<BoardColumn[]> {
  const [tallies, cards] = await Promise.all([
    readStageTallies(db),
    newestPerStage(db, pipeline, perColumn),
  ]);
  const counts = byStageOf(tallies.filter((row) => pipelineOf(row.kind) === pipeline));
  return pipelineStages(pipeline).map((status) => ({
    status,
    total: counts[status],
    cards: cards.filter((card) => card.status === status),
  }));
}

/** How long ago a lead arrived, in the largest whole unit: "3 h", "5 d", "7 wk" (the office's English). */
export function leadAge(createdAt: Date, now: Date): string {
  const { t } = serverTranslator("en");
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 60) return t("admin.lead.age.minutes", { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t("admin.lead.age.hours", { n: hours });
  const days = Math.floor(hours / 24);
  if (days < 14) return t("admin.lead.age.days", { n: days });
  const weeks = Math.floor(days / 7);
  if (weeks < 9) return t("admin.lead.age.weeks", { n: weeks });
  return t("admin.lead.age.months", { n: Math.floor(days / 30) });
}
