import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne } from "drizzle-orm";
import { removeOldAuditEntries } from "~/audit/audit.server";
import { type LeadWorkerContact, listLeadWorkerContacts } from "~/auth/lead-access.server";
import { companyTimeZone } from "~/company/time-zone";
import type { AppContext } from "~/context";
import type { Transaction } from "~/db/client.server";
import type { DailyJob } from "~/jobs/daily-jobs.server";
import { type DailyRun, runOncePerDay } from "~/jobs/daily-runs.server";
import { companySignature, composeMail, link, list, paragraph } from "~/mail/layout.server";
import { outbox } from "~/mail/mail.schema";
import { enqueueMail, maskSentLinkTokens, type OutgoingMail } from "~/mail/outbox.server";
import { calendarDay } from "~/site/wall-clock";
import { type Lead, leads } from "../leads.schema";
import { CLOSED_STATUSES, LEAD_STATUSES, type LeadStatus } from "../pipeline/pipeline";
import { oneBusinessDayBefore, yearsBefore } from "./daily-schedule";

/**
 * The lead pipeline's two daily jobs (docs/product.md#the-lead-pipeline), both at 7:00 in the
 * company's time zone: the follow-up e-mail and the removal of leads idle for two years. Each
 * runs once per company day however many server processes there are, claimed like every
 * periodic job (app/jobs/daily-runs.server.ts).
 */

type Deps = Pick<AppContext, "database" | "config" | "company">;
/** Runs `work` once for the company's day (app/jobs/daily-runs.server.ts). */
function runLeadJobOncePerDay(
  deps: Deps,
  job: "lead-follow-up-mail" | "lead-retention",
  now: Date,
  work: (tx: Transaction, day: string) => Promise<number>,
): Promise<DailyRun> {
  const timeZone = companyTimeZone(deps.company.current().profile);
  return runOncePerDay(deps.database.db, { job, now, timeZone }, work);
}

const OPEN_STATUSES = LEAD_STATUSES.filter((status) => !CLOSED_STATUSES.includes(status));

type DigestLead = Pick<Lead, "id" | "kind" | "followUpOn" | "assigneeId" | "createdAt">;

/** No name nor anything the lead sent: the copy stays in the outbox after the lead is gone. */
const digestColumns = {
  id: leads.id,
  kind: leads.kind,
  followUpOn: leads.followUpOn,
  assigneeId: leads.assigneeId,
  createdAt: leads.createdAt,
};

/** Open leads whose follow-up day is today or past, oldest day first. */
function dueFollowUps(tx: Transaction, day: string): Promise<DigestLead[]> {
  return tx
    .select(digestColumns)
    .from(leads)
    .where(
      and(
        isNotNull(leads.followUpOn),
        lte(leads.followUpOn, day),
        inArray(leads.status, OPEN_STATUSES as LeadStatus[]),
      ),
    )
    .orderBy(asc(leads.followUpOn), asc(leads.createdAt));
}

/** Leads still New with no reply or call, received before `cutoff`, oldest first. */
function unansweredLeads(tx: Transaction, cutoff: Date): Promise<DigestLead[]> {
  return tx
    .select(digestColumns)
    .from(leads)
    .where(and(eq(leads.status, "new"), isNull(leads.firstResponseAt), lt(leads.createdAt, cutoff)))
    .orderBy(asc(leads.createdAt));
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * One person's morning e-mail; undefined when there is nothing for them. It counts the leads and
 * links each one, without its name or anything it sent (docs/security.md): the reader sees the
 * rest on the lead's page, signed in, and the outbox's copy, kept two years, outlives an erased
 * or removed lead without naming anyone.
 */
function followUpMail(
  deps: Deps,
  person: LeadWorkerContact,
  day: { key: string; timeZone: string },
  followUps: DigestLead[],
  unanswered: DigestLead[],
): OutgoingMail | undefined {
  if (followUps.length === 0 && unanswered.length === 0) return undefined;
  const leadUrl = (lead: DigestLead) => `${deps.config.publicUrl}/admin/leads/${lead.id}`;
  const subjectParts = [
    followUps.length > 0 ? plural(followUps.length, "follow-up due", "follow-ups due") : "",
    unanswered.length > 0
      ? plural(unanswered.length, "new lead unanswered", "new leads unanswered")
      : "",
  ].filter(Boolean);
  const sections = [[paragraph(`Hello ${person.name},`)]];
  if (followUps.length > 0) {
    sections.push([
      paragraph(
        `${plural(followUps.length, "follow-up", "follow-ups")} due on ${day.key} or earlier:`,
      ),
      list(
        followUps.map(
          (lead) =>
            `Follow up on ${lead.followUpOn} (${lead.kind} lead${lead.assigneeId ? "" : ", unassigned"}): ${leadUrl(lead)}`,
        ),
      ),
    ]);
  }
  if (unanswered.length > 0) {
    sections.push([
      paragraph(
        `${plural(unanswered.length, "new lead", "new leads")} nobody has answered for more than one business day:`,
      ),
      list(
        unanswered.map(
          (lead) =>
            `Received ${calendarDay(lead.createdAt, day.timeZone)} (${lead.kind} lead): ${leadUrl(lead)}`,
        ),
      ),
    ]);
  }
  sections.push([link(`${deps.config.publicUrl}/admin/leads?view=due`, "Open the leads")]);
  sections.push([companySignature(deps.company.facts(), "name")]);
  return composeMail({
    to: person.email,
    subject: `Leads for ${day.key}: ${subjectParts.join(", ")}`,
    sections,
  });
}

/**
 * The follow-up e-mail: each person with lead access gets the open leads assigned to them whose
 * follow-up day has come; the admins also get the unassigned ones and the New leads unanswered
 * for more than one business day. Nobody gets an empty e-mail. Gives back the mails queued.
 */
export async function sendFollowUpMail(deps: Deps, now = new Date()): Promise<DailyRun> {
  const timeZone = companyTimeZone(deps.company.current().profile);
  const people = await listLeadWorkerContacts(deps);
  return runLeadJobOncePerDay(deps, "lead-follow-up-mail", now, async (tx, day) => {
    const followUps = await dueFollowUps(tx, day);
    const unanswered = await unansweredLeads(tx, oneBusinessDayBefore(now, timeZone));
    let queued = 0;
    for (const person of people) {
      const theirs = followUps.filter(
        (lead) => lead.assigneeId === person.id || (person.isAdmin && lead.assigneeId === null),
      );
      const mail = followUpMail(
        deps,
        person,
        { key: day, timeZone },
        theirs,
        person.isAdmin ? unanswered : [],
      );
      if (!mail) continue;
      await enqueueMail(tx, mail);
      queued += 1;
    }
    return queued;
  });
}

/**
 * Retention (docs/security.md#retention-and-erasure): deletes the leads whose last activity is
 * more than two years old, unless Won, with their timelines; the outbox's copies of mail older
 * than that; and audit entries older than one year. Masks the link tokens of sent mail still
 * whole (sent before masking on sending existed). Gives back the leads removed.
 */
export async function removeIdleLeads(deps: Deps, now = new Date()): Promise<DailyRun> {
  const cutoff = yearsBefore(now);
  return runLeadJobOncePerDay(deps, "lead-retention", now, async (tx) => {
    const removed = await tx
      .delete(leads)
      .where(and(lt(leads.lastActivityAt, cutoff), ne(leads.status, "won")))
      .returning({ id: leads.id });
    await tx.delete(outbox).where(lt(outbox.createdAt, cutoff));
    await maskSentLinkTokens(tx);
    await removeOldAuditEntries(tx, now);
    return removed.length;
  });
}

/** The two lead jobs, for the daily jobs' loop (app/jobs/daily-jobs.server.ts). */
export function leadDailyJobs(deps: Deps): DailyJob[] {
  const ranOn = (run: DailyRun) => (run.day ? run : undefined);
  return [
    { name: "lead follow-up e-mail", run: async (now) => ranOn(await sendFollowUpMail(deps, now)) },
    { name: "lead retention", run: async (now) => ranOn(await removeIdleLeads(deps, now)) },
  ];
}
