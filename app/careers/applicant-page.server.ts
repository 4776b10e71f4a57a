import type { AppLoadContext } from "react-router";
import type { Viewer } from "~/auth/session.server";
import { fileRecord } from "~/files/store.server";
import { isConfirmed, NOT_CONFIRMED } from "~/forms/confirm";
import { checkFields, type FormAnswer, formFailure, readTextFields } from "~/forms/form.server";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { replyLimit } from "~/leads/pipeline/lead-page.server";
import {
  noteFormSchema,
  pipelineMessageValues,
  replyFormSchema,
} from "~/leads/pipeline/pipeline.validation";
import { hitLimit } from "~/limits/rate-limit.server";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/site/language";
import { localeFormat } from "~/site/locale-format";
import {
  addApplicationNote,
  applicantReplyStart,
  applicationTimeline,
  findApplication,
  hireApplicant,
  hiredPerson,
  rejectApplication,
  sendApplicantReply,
} from "./applicant.server";
import { type ApplicationStage, MOVABLE_STAGES } from "./careers";
import { careersMessageValues, hireFormSchema, rejectFormSchema } from "./careers.validation";
import { STAGE_KEYS } from "./office-labels";
import { type CareersActor, moveApplication } from "./stages.server";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/** An applicant's reply: the leads' reply without the certificate, which is a lead's only. */
const applicantReplySchema = replyFormSchema.omit({ attachCertificate: true });

type Deps = Pick<
  AppLoadContext,
  "database" | "config" | "secrets" | "company" | "clearSharedPages"
>;

export const APPLICANT_INTENTS = ["stage", "note", "reply", "reject", "hire"] as const;
export type ApplicantIntent = (typeof APPLICANT_INTENTS)[number];

const FIELDS = {
  stage: ["stage"],
  note: ["note"],
  reply: ["subject", "body"],
  reject: ["sendEmail"],
  hire: ["firstName", "lastName", "startDate", "closePosting"],
} as const satisfies Record<ApplicantIntent, readonly string[]>;

export function careersActor(viewer: Viewer): CareersActor {
  return { id: viewer.id, email: viewer.email, name: viewer.name };
}

/** A name as the Hire form starts it: the last word is the last name, the rest the first. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1) ?? "" };
}

/** Everything the applicant page shows, times in the company's zone, named (docs/decisions/0077). */
export async function applicantPageView(deps: Deps, applicationId: string) {
  const db = deps.database.db;
  const found = await findApplication(db, applicationId);
  if (!found) return undefined;
  const { application, posting } = found;
  const [timeline, resume, person] = await Promise.all([
    applicationTimeline(db, application.id),
    application.resumeFileId ? fileRecord(db, application.resumeFileId) : undefined,
    hiredPerson(db, application.personId),
  ]);
  const language = LANGUAGE_NAMES_IN_ENGLISH[application.language];
  const facts = deps.company.facts();
  const when = (instant: Date) => localeFormat("en").dateTime(instant, facts.timeZone);
  const start = applicantReplyStart(posting, application);
  return {
    application: {
      id: application.id,
      name: application.name,
      email: application.email,
      phone: application.phone,
      licenses: application.licenses,
      yearsInTrade: application.yearsInTrade,
      message: application.message,
      language,
      stage: application.stage,
      startDate: application.startDate,
      received: when(application.createdAt),
      receivedIso: application.createdAt.toISOString(),
    },
    posting: { id: posting.id, title: posting.title },
    resume: resume ? { id: resume.id, name: resume.name, type: resume.type } : null,
    person: person
      ? { name: `${person.firstName} ${person.lastName}`, key: person.personKey }
      : null,
    hire: splitName(application.name),
    reply: {
      subject: start.subject,
      body: start.body,
      signOff: start.signOff,
      signature: facts.name,
      language,
    },
    hrEmail: facts.hr.email,
    timeline: [
      ...timeline.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        ...inWords(entry.kind, entry.details),
        who: entry.actorName ?? t("adminCareers.applicant.timeline.website"),
        when: when(entry.at),
        whenIso: entry.at.toISOString(),
        delivery: entry.delivery,
      })),
      {
        // The application's own date: the oldest entry, always there.
        id: 0,
        kind: "received",
        title: t("adminCareers.applicant.timeline.received"),
        who: t("adminCareers.applicant.timeline.website"),
        when: when(application.createdAt),
        whenIso: application.createdAt.toISOString(),
      },
    ],
  };
}

function stageLabel(stage: string | undefined): string {
  return stage && stage in STAGE_KEYS ? t(STAGE_KEYS[stage as ApplicationStage]) : (stage ?? "");
}

function inWords(
  kind: Awaited<ReturnType<typeof applicationTimeline>>[number]["kind"],
  details: Awaited<ReturnType<typeof applicationTimeline>>[number]["details"],
): { title: string; body?: string } {
  switch (kind) {
    case "stage_changed":
      return {
        title: t("adminCareers.applicant.timeline.stage", {
          from: stageLabel(details.from),
          to: stageLabel(details.to),
        }),
      };
    case "note":
      return { title: t("adminCareers.applicant.timeline.note"), body: details.note };
    case "email_sent":
      return {
        title: t("adminCareers.applicant.timeline.email", { subject: details.subject ?? "" }),
        body: details.text,
      };
    case "hired":
      return {
        title: t("adminCareers.applicant.timeline.hired", { startDate: details.startDate ?? "" }),
        body: details.postingClosed
          ? t("adminCareers.applicant.timeline.postingClosed")
          : undefined,
      };
  }
}

export interface ApplicantFormAnswer extends FormAnswer {
  intent?: ApplicantIntent;
}

function failed(
  intent: ApplicantIntent | undefined,
  status: number,
  failure: Parameters<typeof formFailure>[0],
): ApplicantFormAnswer {
  return { status, intent, result: formFailure(failure) };
}

function done(intent: ApplicantIntent, message: string): ApplicantFormAnswer {
  return { status: 200, intent, result: { ok: true, message } };
}

const gone = (intent: ApplicantIntent) =>
  failed(intent, 404, { message: t("adminCareers.applicant.gone") });

/** A form's errors in English (the admin area's language), with what was typed. */
function rejected(
  intent: ApplicantIntent,
  checked: { errors: Record<string, string>; values: Record<string, string> },
): ApplicantFormAnswer {
  const values = {
    ...pipelineMessageValues("en-US"),
    ...careersMessageValues((value) => value.toLocaleString("en-US")),
  };
  const errors = translateMessages("en", checked.errors, values);
  return failed(intent, 400, { errors, values: checked.values });
}

/**
 * The applicant page's forms: move the stage, add a note, reply, reject (with the courteous
 * e-mail or without), hire. Each is checked with its schema; what was typed comes back.
 */
export async function answerApplicantForm(
  deps: Deps,
  viewer: Viewer,
  applicationId: string,
  form: FormData,
): Promise<ApplicantFormAnswer> {
  const intent = APPLICANT_INTENTS.find((name) => name === form.get("intent"));
  if (!intent)
    return failed(undefined, 400, { message: t("adminCareers.applicant.unknownAction") });
  const values = readTextFields(form, FIELDS[intent]);
  const actor = careersActor(viewer);
  const db = deps.database.db;
  switch (intent) {
    case "stage": {
      const stage = MOVABLE_STAGES.find((name) => name === values.stage);
      if (!stage || stage === "rejected") {
        return failed(intent, 400, { message: t("adminCareers.applicant.unknownAction") });
      }
      if (!(await moveApplication(db, actor, { applicationId, stage }))) {
        const found = await findApplication(db, applicationId);
        return found
          ? failed(intent, 409, { message: t("adminCareers.applicant.hiredNoMove") })
          : gone(intent);
      }
      return done(intent, t("adminCareers.applicant.moved", { stage: t(STAGE_KEYS[stage]) }));
    }
    case "note": {
      const checked = checkFields(noteFormSchema, values);
      if (!checked.ok) return rejected(intent, checked);
      const added = await addApplicationNote(db, actor, applicationId, checked.data.note);
      return added ? done(intent, t("adminCareers.applicant.noteAdded")) : gone(intent);
    }
    case "reply": {
      const checked = checkFields(applicantReplySchema, values);
      if (!checked.ok) return rejected(intent, checked);
      // One rule for every reply a person writes, to leads and applicants alike.
      if (!(await hitLimit(db, replyLimit, viewer.id)).allowed) {
        return failed(intent, 429, { message: t("adminCareers.applicant.tooManyReplies"), values });
      }
      const sent = await sendApplicantReply(deps, actor, applicationId, checked.data);
      return sent
        ? done(intent, t("adminCareers.applicant.replyQueued", { email: sent.email }))
        : gone(intent);
    }
    case "reject": {
      // A rejection asks first (docs/decisions/0076); `setStage` writes its audit entry.
      if (!isConfirmed(form)) return failed(intent, 400, { message: NOT_CONFIRMED });
      const checked = checkFields(rejectFormSchema, values);
      if (!checked.ok)
        return failed(intent, 400, { message: t("adminCareers.applicant.unknownAction") });
      const result = await rejectApplication(deps, actor, applicationId, checked.data);
      if (result === "gone") return gone(intent);
      if (result === "hired")
        return failed(intent, 409, { message: t("adminCareers.applicant.hiredNoMove") });
      const found = await findApplication(db, applicationId);
      return done(
        intent,
        checked.data.sendEmail && found
          ? t("adminCareers.applicant.rejectedWithMail", { email: found.application.email })
          : t("adminCareers.applicant.rejected"),
      );
    }
    case "hire": {
      const checked = checkFields(hireFormSchema, values);
      if (!checked.ok) return rejected(intent, checked);
      const result = await hireApplicant(deps, actor, applicationId, checked.data);
      switch (result.kind) {
        case "gone":
          return gone(intent);
        case "already-hired":
          return failed(intent, 409, { message: t("adminCareers.applicant.alreadyHired"), values });
        case "account-exists": {
          const found = await findApplication(db, applicationId);
          const email = found?.application.email ?? "";
          return failed(intent, 409, {
            message: t("adminCareers.applicant.accountExists", { email }),
            values,
          });
        }
        case "hired": {
          if (result.postingClosed) deps.clearSharedPages();
          const found = await findApplication(db, applicationId);
          const email = found?.application.email ?? "";
          return done(
            intent,
            result.postingClosed
              ? t("adminCareers.applicant.hiredAndClosed", { email })
              : t("adminCareers.applicant.hired", { email }),
          );
        }
      }
    }
  }
}
