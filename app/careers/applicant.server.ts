import { and, desc, eq, isNotNull } from "drizzle-orm";
import { AccountExistsError, createInvitedEmployee } from "~/accounts/accounts.server";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import { users } from "~/auth/auth.schema";
import { personKey } from "~/auth/person-key";
import type { AppContext } from "~/context";
import type { Database } from "~/db/client.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { writtenReply } from "~/leads/lead-mail.server";
import { singleLine } from "~/mail/escape";
import { companySignature, composeMail, paragraph } from "~/mail/layout.server";
import {
  enqueueMail,
  type MailDelivery,
  type OutgoingMail,
  withMailDelivery,
} from "~/mail/outbox.server";
import type { ApplicationEventKind } from "./careers";
import {
  type ApplicationEventDetails,
  type JobApplicationRow,
  type JobPostingRow,
  jobApplicationEvents,
  jobApplications,
  jobPostings,
} from "./careers.schema";
import type { HireForm } from "./careers.validation";
import { addApplicationEvent, type CareersActor, lockApplication, setStage } from "./stages.server";

/**
 * The applicant page's changes (docs/decisions/0065): each writes the application, its timeline
 * entry, its audit entry and any e-mail (through the outbox) in one transaction.
 */

type Deps = Pick<AppContext, "database" | "config" | "secrets" | "company">;

/** One application with its posting and its résumé's name, or undefined. */
export async function findApplication(db: Database, applicationId: string) {
  const [row] = await db
    .select({ application: jobApplications, posting: jobPostings })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.postingId))
    .where(eq(jobApplications.id, applicationId));
  return row;
}

/** The posting's title in the applicant's language, as their e-mails name it. */
function titleFor(posting: JobPostingRow, application: Pick<JobApplicationRow, "language">) {
  return (application.language === "es" && posting.titleEs) || posting.title;
}

/** What a reply starts from, in the applicant's language: a subject they recognise and a greeting. */
export function applicantReplyStart(posting: JobPostingRow, application: JobApplicationRow) {
  const { t } = serverTranslator(application.language);
  return {
    subject: t("careers.mail.replySubject", {
      title: singleLine(titleFor(posting, application), 80),
    }),
    body: `${t("mail.reply.greeting", { name: application.name })}\n\n`,
    signOff: t("mail.reply.signOff"),
  };
}

/** The courteous rejection, in the applicant's language, answers going to the HR address. */
export function rejectionMail(
  deps: Pick<AppContext, "company">,
  posting: JobPostingRow,
  application: JobApplicationRow,
): OutgoingMail {
  const facts = deps.company.facts();
  const lang = application.language;
  const { t } = serverTranslator(lang);
  const title = titleFor(posting, application);
  return composeMail({
    to: application.email,
    replyTo: facts.hr.email,
    lang,
    subject: t("careers.mail.rejectSubject", { title: singleLine(title, 80) }),
    heading: t("careers.mail.rejectHeading"),
    sections: [
      [paragraph(t("mail.reply.greeting", { name: application.name }))],
      [paragraph(t("careers.mail.rejectBody", { company: facts.name, title }))],
      [paragraph(t("mail.reply.signOff")), companySignature(facts)],
    ],
  });
}

/** Queues an e-mail to the applicant with its timeline entry, in the caller's transaction. */
async function queueApplicantMail(
  tx: Parameters<typeof addApplicationEvent>[0],
  actor: CareersActor,
  applicationId: string,
  mail: OutgoingMail,
  now: Date,
) {
  const mailId = await enqueueMail(tx, mail);
  await addApplicationEvent(tx, applicationId, "email_sent", actor, now, {
    mailId,
    subject: mail.subject,
    text: mail.text,
  });
}

/** Adds a plain-text note to the application's timeline. False when it no longer exists. */
export async function addApplicationNote(
  db: Database,
  actor: CareersActor,
  applicationId: string,
  note: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockApplication(tx, applicationId))) return false;
    await addApplicationEvent(tx, applicationId, "note", actor, now, { note });
    await recordAudit(tx, actor, "careers.application-noted", applicationId);
    return true;
  });
}

/**
 * A reply written on the applicant page, through the outbox, to the address stored now (the
 * application is locked), in the applicant's language; answers go to the HR address.
 */
export async function sendApplicantReply(
  deps: Deps,
  actor: CareersActor,
  applicationId: string,
  reply: { subject: string; body: string },
  now = new Date(),
): Promise<JobApplicationRow | undefined> {
  const facts = deps.company.facts();
  return deps.database.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application) return undefined;
    const mail = writtenReply(application, reply, { replyTo: facts.hr.email, company: facts });
    await queueApplicantMail(tx, actor, applicationId, mail, now);
    await recordAudit(tx, actor, "careers.application-replied", applicationId);
    return application;
  });
}

export type RejectResult = "rejected" | "gone" | "hired";

/** Rejects an application, with the courteous e-mail when the office chose it for this one. */
export async function rejectApplication(
  deps: Deps,
  actor: CareersActor,
  applicationId: string,
  options: { sendEmail: boolean },
  now = new Date(),
): Promise<RejectResult> {
  return deps.database.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application) return "gone";
    if (application.stage === "hired") return "hired";
    await setStage(tx, actor, application, "rejected", now);
    if (options.sendEmail) {
      const [posting] = await tx
        .select()
        .from(jobPostings)
        .where(eq(jobPostings.id, application.postingId));
      if (posting) {
        const mail = rejectionMail(deps, posting, application);
        await queueApplicantMail(tx, actor, applicationId, mail, now);
      }
    }
    return "rejected";
  });
}

export type HireResult =
  | { kind: "hired"; personId: string; postingClosed: boolean }
  | { kind: "gone" }
  | { kind: "already-hired" }
  | { kind: "account-exists" };

/**
 * Hire → onboarding in one step: the person's employee account with the invitation every new
 * hire gets (the set-password e-mail, app/accounts/accounts.server.ts, here naming the job and the
 * start date), the application Hired with
 * its start date and a link to the account, and the posting closed when asked, in one
 * transaction. An address that already has an account changes nothing.
 */
export async function hireApplicant(
  deps: Deps,
  actor: CareersActor,
  applicationId: string,
  hire: HireForm,
  now = new Date(),
): Promise<HireResult> {
  try {
    return await deps.database.db.transaction(async (tx): Promise<HireResult> => {
      const application = await lockApplication(tx, applicationId);
      if (!application) return { kind: "gone" };
      if (application.stage === "hired") return { kind: "already-hired" };
      const audit: AuditActor = { id: actor.id, email: actor.email };
      const [posting] = await tx
        .select()
        .from(jobPostings)
        .where(eq(jobPostings.id, application.postingId));
      const person = await createInvitedEmployee(deps, tx, audit, {
        firstName: hire.firstName,
        lastName: hire.lastName,
        email: application.email,
        language: application.language,
        job: posting
          ? { title: titleFor(posting, application), startDate: hire.startDate }
          : undefined,
      });
      await setStage(tx, actor, application, "hired", now, {
        startDate: hire.startDate,
        personId: person.id,
      });
      if (hire.closePosting) {
        await tx
          .update(jobPostings)
          .set({ status: "closed", updatedAt: now })
          .where(eq(jobPostings.id, application.postingId));
      }
      await addApplicationEvent(tx, applicationId, "hired", actor, now, {
        startDate: hire.startDate,
        personId: person.id,
        postingClosed: hire.closePosting,
      });
      await recordAudit(tx, audit, "careers.application-hired", applicationId, {
        startDate: hire.startDate,
        postingClosed: hire.closePosting,
      });
      return { kind: "hired", personId: person.id, postingClosed: hire.closePosting };
    });
  } catch (error) {
    if (error instanceof AccountExistsError) return { kind: "account-exists" };
    throw error;
  }
}

/** A timeline entry as the applicant page reads it, newest first. */
export interface ApplicationTimelineEntry {
  id: number;
  kind: ApplicationEventKind;
  actorName: string | null;
  at: Date;
  details: ApplicationEventDetails;
  delivery?: MailDelivery;
}

/** An application's timeline, newest first, e-mails with their delivery state from the outbox. */
export async function applicationTimeline(
  db: Database,
  applicationId: string,
): Promise<ApplicationTimelineEntry[]> {
  const rows = await db
    .select()
    .from(jobApplicationEvents)
    .where(eq(jobApplicationEvents.applicationId, applicationId))
    .orderBy(desc(jobApplicationEvents.at), desc(jobApplicationEvents.id));
  return withMailDelivery(
    db,
    rows.map(({ id, kind, actorName, at, details }) => ({ id, kind, actorName, at, details })),
  );
}

/** The hired person's account, when it still exists: their name makes their progress page's key. */
export async function hiredPerson(db: Database, personId: string | null) {
  if (!personId) return undefined;
  const [person] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, personId));
  if (!person?.firstName || !person.lastName) return undefined;
  return { ...person, personKey: personKey(person.firstName, person.lastName) };
}

/**
 * The applications that hired the person whose progress page has this key (their account's
 * names make it), for that page's link back; hires are few, so they are all read.
 */
export async function applicationsHiring(db: Database, key: string) {
  const rows = await db
    .select({
      id: jobApplications.id,
      postingTitle: jobPostings.title,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.postingId))
    .innerJoin(users, eq(users.id, jobApplications.personId))
    .where(and(isNotNull(jobApplications.personId), eq(jobApplications.stage, "hired")));
  return rows
    .filter(
      (row) => row.firstName && row.lastName && personKey(row.firstName, row.lastName) === key,
    )
    .map((row) => ({ id: row.id, postingTitle: row.postingTitle }));
}
