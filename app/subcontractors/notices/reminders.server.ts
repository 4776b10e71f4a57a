import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { companyTimeZone } from "~/company/time-zone";
import type { Transaction } from "~/db/client.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { labelOf } from "~/i18n/translator";
import type { DailyJob } from "~/jobs/daily-jobs.server";
import { runOncePer } from "~/jobs/daily-runs.server";
import { dueRunDay } from "~/jobs/run-day";
import { companySignature, composeMail, link, list, paragraph } from "~/mail/layout.server";
import { enqueueMail, enqueueMails, type OutgoingMail } from "~/mail/outbox.server";
import { calendarDay } from "~/site/wall-clock";
import type { SentLink } from "../links/links.server";
import { langOf, linkFor, recipientsOf } from "../links/links.server";
import { complianceList } from "../list/list.server";
import { STATE_KEYS, STATUS_KEYS } from "../office-labels";
import { complianceOf } from "../requirements/compliance.server";
import { requirementTitle } from "../requirements/requirement-text";
import { isRequirementKind } from "../requirements/requirements";
import {
  daysBetween,
  REMINDER_EVERY_DAYS,
  REMINDERS_BEFORE_NONRESPONSIVE,
} from "../requirements/status";
import {
  requirements,
  type SubcontractorRow,
  subcontractorDocuments,
  subcontractorEvents,
  subcontractorExpiryReminders,
  subcontractors,
} from "../subcontractors.schema";
import { expiryMail, type Recipient, reminderMail, type SenderFacts } from "./mail.server";
import { type NoticeDeps, recipientOf, senderFor } from "./notices.server";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/**
 * The subcontractors' reminders (docs/product.md#subcontractors), checked by the one daily-jobs
 * loop (app/jobs/daily-jobs.server.ts) and run at 7:00 in the company's time zone:
 *
 * - every day, a reminder to each subcontractor still missing items (or with items rejected) 7
 *   days after the office's request or the last reminder, three at most: after the third with
 *   no upload they are Non-responsive (app/subcontractors/requirements/status.ts); any upload clears it;
 * - every day, the expiry reminders: 30 and 14 days before a document's expiry and on the day,
 *   each sent once (a row per document and stage);
 * - once a week, the office's list of who is not compliant, to the profile's lead inbox (where
 *   the lead notifications go).
 *
 * Each run is claimed like every periodic job (app/jobs/daily-runs.server.ts), so however many
 * instances check, it runs once.
 */

type Deps = NoticeDeps;

/** An on-the-day reminder a stopped server missed still goes out this many days after. */
const LATE_EXPIRY_DAYS = 7;

/** Runs `work` once for the period, if nobody has yet; null when another process has it. */
async function runOnce(
  deps: Deps,
  job: "subcontractor-reminders" | "subcontractor-office-weekly",
  period: string,
  now: Date,
  work: (tx: Transaction) => Promise<number>,
): Promise<number | null> {
  const run = await runOncePer(deps.database.db, { job, period, now }, work);
  return run.day === null ? null : run.count;
}

/** An item's name in a language: the office's title, or its kind's name. */
const itemName = (lang: Lang, requirement: { title: string; kind: string }) =>
  requirementTitle(
    {
      title: requirement.title,
      kind: isRequirementKind(requirement.kind) ? requirement.kind : "other",
    },
    serverTranslator(lang).t,
  );

/** One reminder to each of the subcontractor's people, each with their own link. */
async function mailEach(
  tx: Transaction,
  deps: Deps,
  row: SubcontractorRow,
  now: Date,
  compose: (recipient: Recipient, sent: SentLink | null, sender: SenderFacts) => OutgoingMail,
): Promise<OutgoingMail[]> {
  const sender = senderFor(deps, langOf(row));
  const mails: OutgoingMail[] = [];
  for (const to of recipientsOf(row)) {
    mails.push(compose(recipientOf(row, to), await linkFor(tx, deps, row, to, { now }), sender));
  }
  return mails;
}

/**
 * The weekly reminders due on `day`: subcontractors asked for documents, still missing or
 * rejected, whose request or last reminder is 7 company days old. Gives back the mails queued.
 */
async function queueWeeklyReminders(
  tx: Transaction,
  deps: Deps,
  now: Date,
  day: string,
  timeZone: string,
): Promise<number> {
  const candidates = await tx
    .select()
    .from(subcontractors)
    .where(
      and(
        isNull(subcontractors.removedAt),
        isNotNull(subcontractors.requestedAt),
        sql`${subcontractors.remindersSent} < ${REMINDERS_BEFORE_NONRESPONSIVE}`,
        lte(
          sql`coalesce(${subcontractors.lastRemindedAt}, ${subcontractors.requestedAt})`,
          new Date(now.getTime() - (REMINDER_EVERY_DAYS - 1) * 86_400_000),
        ),
      ),
    );
  let queued = 0;
  for (const row of candidates) {
    const last = row.lastRemindedAt ?? row.requestedAt;
    if (!last || daysBetween(calendarDay(last, timeZone), day) < REMINDER_EVERY_DAYS) continue;
    const compliance = await complianceOf(tx, row, now);
    const lang = langOf(row);
    const { t } = serverTranslator(lang);
    const gaps = compliance.items
      .filter((item) => item.state === "missing" || item.state === "rejected")
      .map((item) => {
        const name = itemName(lang, item.requirement);
        return item.state === "rejected" && item.document?.reason
          ? `${name}: ${item.document.reason}`
          : `${name}: ${t("subcontractors.state.missing")}`;
      });
    if (gaps.length === 0) continue;
    const mails = await mailEach(tx, deps, row, now, (recipient, sent, sender) =>
      reminderMail(recipient, gaps, sent, sender),
    );
    await enqueueMails(tx, mails);
    const sent = row.remindersSent + 1;
    await tx
      .update(subcontractors)
      .set({ remindersSent: sent, lastRemindedAt: now })
      .where(eq(subcontractors.id, row.id));
    await tx.insert(subcontractorEvents).values({
      subcontractorId: row.id,
      action: "reminded",
      actor: "system",
      note: `${sent}/${REMINDERS_BEFORE_NONRESPONSIVE}: ${gaps.join("; ")}`,
    });
    queued += mails.length;
  }
  return queued;
}

/** The stage of an expiry reminder due `days` before the expiry (negative: after), or null. */
export function expiryStage(days: number): "30" | "14" | "0" | null {
  if (days > 30 || days < -LATE_EXPIRY_DAYS) return null;
  if (days > 14) return "30";
  if (days > 0) return "14";
  return "0";
}

/**
 * The expiry reminders due on `day`: for the newest document of each item (sent or approved, with
 * an expiry), 30 and 14 days before and on the day, to the subcontractor and the broker, in the
 * subcontractor's language. Each (document, stage) is claimed once. Gives back the mails queued.
 */
async function queueExpiryReminders(
  tx: Transaction,
  deps: Deps,
  day: string,
  now: Date,
): Promise<number> {
  const latest = tx
    .selectDistinctOn(
      [subcontractorDocuments.subcontractorId, subcontractorDocuments.requirementId],
      {
        id: subcontractorDocuments.id,
        subcontractorId: subcontractorDocuments.subcontractorId,
        requirementId: subcontractorDocuments.requirementId,
        status: subcontractorDocuments.status,
        expiresOn: subcontractorDocuments.expiresOn,
      },
    )
    .from(subcontractorDocuments)
    .orderBy(
      subcontractorDocuments.subcontractorId,
      subcontractorDocuments.requirementId,
      sql`${subcontractorDocuments.createdAt} desc`,
    )
    .as("latest");
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - LATE_EXPIRY_DAYS * 86_400_000);
  const until = new Date(Date.parse(`${day}T00:00:00Z`) + 30 * 86_400_000);
  const due = await tx
    .select({
      documentId: latest.id,
      expiresOn: latest.expiresOn,
      title: requirements.title,
      kind: requirements.kind,
      row: subcontractors,
    })
    .from(latest)
    .innerJoin(subcontractors, eq(subcontractors.id, latest.subcontractorId))
    .innerJoin(
      requirements,
      and(eq(requirements.id, latest.requirementId), eq(requirements.setId, subcontractors.setId)),
    )
    .where(
      and(
        isNull(subcontractors.removedAt),
        inArray(latest.status, ["pending", "approved"]),
        gte(latest.expiresOn, from.toISOString().slice(0, 10)),
        lte(latest.expiresOn, until.toISOString().slice(0, 10)),
      ),
    );
  const staged = due.flatMap((entry) => {
    const days = daysBetween(day, entry.expiresOn ?? day);
    const stage = expiryStage(days);
    return stage ? [{ ...entry, days, stage }] : [];
  });
  if (staged.length === 0) return 0;
  const claimed = await tx
    .insert(subcontractorExpiryReminders)
    .values(staged.map((entry) => ({ documentId: entry.documentId, stage: entry.stage })))
    .onConflictDoNothing()
    .returning({ documentId: subcontractorExpiryReminders.documentId });
  const ids = new Set(claimed.map((entry) => entry.documentId));
  const mails: OutgoingMail[] = [];
  for (const entry of staged.filter((candidate) => ids.has(candidate.documentId))) {
    const lang = langOf(entry.row);
    const item = itemName(lang, entry);
    const document = { item, expiresOn: entry.expiresOn ?? day, days: entry.days };
    mails.push(
      ...(await mailEach(tx, deps, entry.row, now, (recipient, sent, sender) =>
        expiryMail(recipient, document, sent, sender),
      )),
    );
    await tx.insert(subcontractorEvents).values({
      subcontractorId: entry.row.id,
      action: "expiry.reminded",
      actor: "system",
      note: `${item}: ${entry.expiresOn}`,
    });
  }
  await enqueueMails(tx, mails);
  return mails.length;
}

/** The Monday (YYYY-MM-DD) of the week holding `day`. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The office's weekly e-mail: every subcontractor not compliant, with status and gaps. */
async function queueOfficeWeekly(tx: Transaction, deps: Deps, now: Date): Promise<number> {
  const listed = (await complianceList(tx, now)).filter((row) => row.status !== "compliant");
  if (listed.length === 0) return 0;
  const titles = new Map(
    (
      await tx
        .select({ id: requirements.id, title: requirements.title, kind: requirements.kind })
        .from(requirements)
    ).map((requirement) => [requirement.id, itemName("en", requirement)]),
  );
  const lines = listed.map((row) => {
    const gaps = row.items
      .filter((item) => item.state !== "approved" && item.state !== "waived")
      .map(
        (item) => `${titles.get(item.requirementId) ?? ""} (${labelOf(t, STATE_KEYS, item.state)})`,
      );
    return t("adminSubcontractors.weekly.line", {
      company: row.company,
      status: labelOf(t, STATUS_KEYS, row.status),
      gaps: gaps.join(", "),
    });
  });
  await enqueueMail(
    tx,
    composeMail({
      to: deps.company.current().profile.leadInbox,
      subject: t("adminSubcontractors.weekly.subject", { count: listed.length }),
      heading: t("adminSubcontractors.weekly.heading"),
      sections: [
        [paragraph(t("adminSubcontractors.weekly.intro")), list(lines)],
        [
          link(
            `${deps.config.publicUrl}/admin/subcontractors`,
            t("adminSubcontractors.weekly.open"),
          ),
        ],
        [companySignature(deps.company.facts(), "name")],
      ],
    }),
  );
  return 1;
}

/** What a check did, for the log; undefined when nothing was due or another process had it. */
export async function runSubcontractorJobs(deps: Deps, now: Date) {
  const timeZone = companyTimeZone(deps.company.current().profile);
  const day = dueRunDay(now, timeZone);
  if (!day) return undefined;
  const reminders = await runOnce(deps, "subcontractor-reminders", day, now, async (tx) => {
    const weekly = await queueWeeklyReminders(tx, deps, now, day, timeZone);
    return weekly + (await queueExpiryReminders(tx, deps, day, now));
  });
  const office = await runOnce(deps, "subcontractor-office-weekly", weekOf(day), now, (tx) =>
    queueOfficeWeekly(tx, deps, now),
  );
  if (reminders === null && office === null) return undefined;
  return { day, reminders, office };
}

/** The subcontractors' reminders as one of the daily jobs (app/jobs/daily-jobs.server.ts). */
export function subcontractorReminderJobs(deps: Deps): DailyJob[] {
  return [{ name: "subcontractor reminders", run: (now) => runSubcontractorJobs(deps, now) }];
}
