import { and, eq, inArray, isNull, notInArray, type SQLWrapper, sql } from "drizzle-orm";
import type { AppContext } from "~/context";
import type { DbOrTx } from "~/db/client.server";
import type { DailyJob } from "~/jobs/daily-jobs.server";
import { singleLine } from "~/mail/escape";
import { composeMail, fields, link, paragraph } from "~/mail/layout.server";
import { enqueueMails, type OutgoingMail } from "~/mail/outbox.server";
import { dueText } from "../client-view/request-mail.server";
import {
  type ClockAlertKind,
  WORK_ORDER_CLOCKS,
  type WorkOrderClock,
  workOrderNumber,
} from "../service";
import {
  type ServiceClientRow,
  type ServiceSiteRow,
  serviceClients,
  serviceSites,
  type WorkOrderRow,
  workOrderClockAlerts,
  workOrders,
} from "../service.schema";
import { CLOCKS_STOPPED, dueOf } from "./clocks";

/**
 * The service desk's clocks on the server (docs/service-desk.md#clocks): the emergency alert at
 * creation, the job that warns the office at 75 % of each window and on each breach and escalates
 * an unacknowledged emergency, and each client's on-time rates.
 */

type Deps = Pick<AppContext, "database" | "config" | "company">;

/** A work order with what its alerts name: the client and the site. */
interface AlertedOrder {
  order: WorkOrderRow;
  client: Pick<ServiceClientRow, "name">;
  site: Pick<ServiceSiteRow, "siteNumber" | "name" | "address" | "timeZone">;
}

const CLOCK_NAMES: Record<WorkOrderClock, string> = {
  respond: "Respond",
  "on-site": "On site",
  complete: "Complete",
};

/** What every alert says of the work order, in English (the office's), due times named. */
function orderFields({ order, client, site }: AlertedOrder) {
  const zone = site.timeZone;
  return fields([
    { label: "Work order", value: workOrderNumber(order.number) },
    { label: "Client", value: client.name },
    { label: "Site", value: `${site.siteNumber} · ${site.name}` },
    { label: "Address", value: site.address },
    { label: "Priority", value: order.priority },
    { label: "What is wrong", value: order.description },
    { label: "Contact", value: `${order.requesterName} <${order.requesterEmail}>` },
    { label: "Phone", value: order.requesterPhone || "Not given" },
    { label: "Respond by", value: dueText(order.respondBy, zone, "en") },
    { label: "On site by", value: dueText(order.onSiteBy, zone, "en") },
    { label: "Complete by", value: dueText(order.completeBy, zone, "en") },
  ]);
}

function deskLink(publicUrl: string, order: WorkOrderRow) {
  return link(
    new URL(`/admin/work-orders/${order.id}`, publicUrl).toString(),
    "Open the work order",
  );
}

const subjectOf = ({ order, client, site }: AlertedOrder, what: string) =>
  `${what} ${workOrderNumber(order.number)}: ${singleLine(client.name, 60)} site ${singleLine(site.siteNumber, 40)}`;

/** The emergency's alert, at once, to the on-call address (when set) and the office inbox. */
export function emergencyAlerts(
  to: { onCall: string; inbox: string },
  publicUrl: string,
  alerted: AlertedOrder,
): OutgoingMail[] {
  const recipients = [...new Set([to.onCall, to.inbox].filter(Boolean))];
  return recipients.map((recipient) =>
    composeMail({
      to: recipient,
      replyTo: alerted.order.requesterEmail,
      subject: subjectOf(alerted, "EMERGENCY"),
      heading: `Emergency ${workOrderNumber(alerted.order.number)}`,
      sections: [
        [
          paragraph(
            "A client's emergency came in: acknowledge it on its page once someone is on it.",
          ),
        ],
        [orderFields(alerted)],
        [deskLink(publicUrl, alerted.order)],
      ],
    }),
  );
}

function escalationAlert(
  to: string,
  minutes: number,
  publicUrl: string,
  alerted: AlertedOrder,
): OutgoingMail {
  return composeMail({
    to,
    replyTo: alerted.order.requesterEmail,
    subject: subjectOf(alerted, "Not acknowledged: emergency"),
    heading: `Emergency ${workOrderNumber(alerted.order.number)} not acknowledged`,
    sections: [
      [paragraph(`Nobody has acknowledged this emergency within ${minutes} minutes.`)],
      [orderFields(alerted)],
      [deskLink(publicUrl, alerted.order)],
    ],
  });
}

function clockAlert(
  to: string,
  publicUrl: string,
  alerted: AlertedOrder,
  clock: WorkOrderClock,
  kind: ClockAlertKind,
): OutgoingMail {
  const due = dueText(dueOf(alerted.order, clock), alerted.site.timeZone, "en");
  const what =
    kind === "breach" ? `${CLOCK_NAMES[clock]} missed:` : `${CLOCK_NAMES[clock]} at 75 %:`;
  return composeMail({
    to,
    subject: subjectOf(alerted, what),
    heading: `${workOrderNumber(alerted.order.number)}: ${CLOCK_NAMES[clock].toLowerCase()} ${kind === "breach" ? "missed" : "due soon"}`,
    sections: [
      [
        paragraph(
          kind === "breach"
            ? `The "${CLOCK_NAMES[clock].toLowerCase()}" clock ran out at ${due}.`
            : `Three quarters of the "${CLOCK_NAMES[clock].toLowerCase()}" window have passed: it is due ${due}.`,
        ),
      ],
      [orderFields(alerted)],
      [deskLink(publicUrl, alerted.order)],
    ],
  });
}

/** An instant as a SQL timestamp parameter. */
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The moment a clock's 75 % falls, in SQL: creation plus three quarters of the window. */
const warnedFrom = (due: SQLWrapper) =>
  sql`${workOrders.createdAt} + (${due} - ${workOrders.createdAt}) * 0.75`;

/** Each clock's due time and whether it is still unmet, as SQL over a work order's row. */
const CLOCK_COLUMNS = {
  respond: { due: workOrders.respondBy, unmet: sql`${workOrders.respondedAt} is null` },
  "on-site": { due: workOrders.onSiteBy, unmet: sql`${workOrders.checkedInAt} is null` },
  complete: {
    due: workOrders.completeBy,
    unmet: sql`${workOrders.completedAt} is null and ${workOrders.checkedOutAt} is null`,
  },
} as const satisfies Record<WorkOrderClock, { due: SQLWrapper; unmet: SQLWrapper }>;

/**
 * Claims, in one statement, every alert due at `now` and not yet recorded: for each running clock
 * past its 75 %, its breach once past due, else its warning. The alerts' key makes a second
 * instance's claim of the same alert a no-op; what this one claimed comes back, in the order the
 * clocks run. One statement however many are due: a backlog (a server stopped for a weekend, an
 * import of old work orders) holds the database for one statement, not one per alert.
 */
async function claimDueAlerts(tx: DbOrTx, at: Date) {
  const now = instant(at);
  const dueNow = sql.join(
    WORK_ORDER_CLOCKS.map((clock) => {
      const { due, unmet } = CLOCK_COLUMNS[clock];
      return sql`select ${workOrders.id} as work_order_id, ${clock}::text as clock,
          case when ${due} <= ${now} then 'breach' else 'warning' end as kind
        from ${workOrders}
        where ${notInArray(workOrders.status, [...CLOCKS_STOPPED])} and ${unmet}
          and ${warnedFrom(due)} <= ${now}`;
    }),
    sql` union all `,
  );
  const column = (name: keyof typeof workOrderClockAlerts.$inferInsert) =>
    sql.identifier(workOrderClockAlerts[name].name);
  const result = await tx.execute(sql`insert into ${workOrderClockAlerts}
      (${column("workOrderId")}, ${column("clock")}, ${column("kind")}, ${column("at")})
    select work_order_id, clock, kind, ${now} from (${dueNow}) due_now
    on conflict do nothing
    returning ${column("workOrderId")} as "workOrderId", ${column("clock")} as "clock",
      ${column("kind")} as "kind"`);
  const rows = (
    result as unknown as {
      rows: { workOrderId: string; clock: WorkOrderClock; kind: ClockAlertKind }[];
    }
  ).rows;
  const clockOrder = (clock: WorkOrderClock) => WORK_ORDER_CLOCKS.indexOf(clock);
  return rows.sort(
    (a, b) =>
      a.workOrderId.localeCompare(b.workOrderId) || clockOrder(a.clock) - clockOrder(b.clock),
  );
}

const withClientAndSite = (db: DbOrTx) =>
  db
    .select({ order: workOrders, client: serviceClients, site: serviceSites })
    .from(workOrders)
    .innerJoin(serviceClients, eq(serviceClients.id, workOrders.clientId))
    .innerJoin(serviceSites, eq(serviceSites.id, workOrders.siteId));

/** The work orders of these ids with their client and site, a thousand ids a statement. */
async function alertedOrders(tx: DbOrTx, ids: readonly string[]) {
  const byId = new Map<string, AlertedOrder>();
  for (let from = 0; from < ids.length; from += 1000) {
    const rows = await withClientAndSite(tx).where(
      inArray(workOrders.id, ids.slice(from, from + 1000)),
    );
    for (const row of rows) byId.set(row.order.id, row);
  }
  return byId;
}

interface ClockRun {
  warnings: number;
  breaches: number;
  escalations: number;
}

/**
 * One check of the clocks at `now`: each 75 % and each breach not yet recorded is recorded and
 * sent to the office inbox, and each emergency nobody acknowledged within the profile's minutes
 * goes to the escalation address. Each is claimed by its row (the alert's key, the work order's
 * `escalated_at`) in the transaction that queues its e-mail, so however many instances check,
 * each is sent once.
 */
export async function runServiceClocks(deps: Deps, now: Date): Promise<ClockRun> {
  const { profile } = deps.company.current();
  const publicUrl = deps.config.publicUrl;
  const run: ClockRun = { warnings: 0, breaches: 0, escalations: 0 };
  await deps.database.db.transaction(async (tx) => {
    const claimed = await claimDueAlerts(tx, now);
    const orders = await alertedOrders(tx, [...new Set(claimed.map((alert) => alert.workOrderId))]);
    const mails: OutgoingMail[] = [];
    for (const { workOrderId, clock, kind } of claimed) {
      run[kind === "breach" ? "breaches" : "warnings"] += 1;
      mails.push(clockAlert(profile.leadInbox, publicUrl, orders.get(workOrderId)!, clock, kind));
    }
    if (profile.escalationEmail) {
      const minutes = profile.escalationMinutes;
      const escalated = await tx
        .update(workOrders)
        .set({ escalatedAt: now })
        .where(
          and(
            eq(workOrders.emergency, true),
            isNull(workOrders.respondedAt),
            isNull(workOrders.escalatedAt),
            notInArray(workOrders.status, [...CLOCKS_STOPPED]),
            sql`${workOrders.createdAt} + make_interval(mins => ${minutes}::int) <= ${instant(now)}`,
          ),
        )
        .returning({ id: workOrders.id });
      if (escalated.length > 0) {
        const rows = await withClientAndSite(tx).where(
          inArray(
            workOrders.id,
            escalated.map((row) => row.id),
          ),
        );
        for (const alerted of rows) {
          mails.push(escalationAlert(profile.escalationEmail, minutes, publicUrl, alerted));
        }
        run.escalations = rows.length;
      }
    }
    if (mails.length > 0) await enqueueMails(tx, mails);
  });
  return run;
}

/** The clocks as a job of the periodic loop (app/jobs/daily-jobs.server.ts). */
export function serviceClockJobs(deps: Deps): DailyJob[] {
  return [
    {
      name: "service clocks",
      run: async (now) => {
        const run = await runServiceClocks(deps, now);
        return run.warnings + run.breaches + run.escalations > 0 ? run : undefined;
      },
    },
  ];
}

/** A share met on time over a period: how many were decided, and how many of those on time. */
interface OnTimeRate {
  decided: number;
  onTime: number;
}

interface ClientRates {
  days: number;
  response: OnTimeRate;
  completion: OnTimeRate;
}

const RATE_PERIODS = [30, 90] as const;

/**
 * A client's on-time response and completion over the last 30 and 90 days, in one query over
 * its work orders created in the period (the index on client and creation). A clock is decided
 * once it was met, or once its due time passed unmet; a cancelled work order counts for neither.
 */
export async function clientRates(db: DbOrTx, clientId: string, now: Date): Promise<ClientRates[]> {
  const since = (days: number) => instant(new Date(now.getTime() - days * 86_400_000));
  const completedAt = sql`least(${workOrders.completedAt}, ${workOrders.checkedOutAt})`;
  const respondDecided = sql`(${workOrders.respondedAt} is not null or ${workOrders.respondBy} <= ${instant(now)})`;
  const respondOnTime = sql`${workOrders.respondedAt} <= ${workOrders.respondBy}`;
  const completeDecided = sql`(${completedAt} is not null or ${workOrders.completeBy} <= ${instant(now)})`;
  const completeOnTime = sql`${completedAt} <= ${workOrders.completeBy}`;
  const count = (days: number, condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${workOrders.createdAt} >= ${since(days)} and ${condition})`.mapWith(
      Number,
    );
  const [row] = await db
    .select(
      Object.fromEntries(
        RATE_PERIODS.flatMap((days) => [
          [`respond${days}`, count(days, respondDecided)],
          [`respondOnTime${days}`, count(days, sql`${respondDecided} and ${respondOnTime}`)],
          [`complete${days}`, count(days, completeDecided)],
          [`completeOnTime${days}`, count(days, sql`${completeDecided} and ${completeOnTime}`)],
        ]),
      ) as Record<string, ReturnType<typeof count>>,
    )
    .from(workOrders)
    .where(
      and(
        eq(workOrders.clientId, clientId),
        sql`${workOrders.createdAt} >= ${since(Math.max(...RATE_PERIODS))}`,
        sql`${workOrders.status} <> 'cancelled'`,
      ),
    );
  const value = (key: string) => Number(row?.[key] ?? 0);
  return RATE_PERIODS.map((days) => ({
    days,
    response: { decided: value(`respond${days}`), onTime: value(`respondOnTime${days}`) },
    completion: { decided: value(`complete${days}`), onTime: value(`completeOnTime${days}`) },
  }));
}

/** "92 % (23 of 25)", or "No work orders decided yet" when none was. */
export function rateText({ decided, onTime }: OnTimeRate): string {
  if (decided === 0) return "None decided yet";
  return `${Math.round((onTime / decided) * 100)} % (${onTime} of ${decided})`;
}
