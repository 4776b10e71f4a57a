import type { AppLoadContext } from "react-router";
import { listLeadWorkers } from "~/auth/lead-access.server";
import type { Viewer } from "~/auth/session.server";
import { currentInsuranceCertificate } from "~/company/credentials/certificate.server";
import { checkFields, type FormAnswer, formFailure, readTextFields } from "~/forms/form.server";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { hitLimit, type LimitRule } from "~/limits/rate-limit.server";
import { companyMailSettings } from "~/mail/mailer.server";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/site/language";
import { localeFormat } from "~/site/locale-format";
import { findLead } from "../dashboard/dashboard.server";
import { leadReply, replyStart } from "../lead-mail.server";
import type { Lead } from "../leads.schema";
import { lostReasonName, stageName } from "../office-labels";
import { type LostReason, PIPELINE_LIMITS, stagesOf } from "./pipeline";
import {
  addLeadNote,
  assignLead,
  changeLeadStatus,
  type LinkedLead,
  leadTimeline,
  linkedLeads,
  logLeadCall,
  NotALeadWorkerError,
  NotAStageOfTheLeadError,
  type PipelineActor,
  sendLeadReply,
  setLeadFollowUp,
  type TimelineEntry,
} from "./pipeline.server";
import {
  assignFormSchema,
  callFormSchema,
  followUpFormSchema,
  LEAD_FORM_FIELDS,
  LEAD_FORM_INTENTS,
  type LeadFormIntent,
  noteFormSchema,
  pipelineMessageValues,
  replyFormSchema,
  statusFormSchema,
} from "./pipeline.validation";

type Deps = Pick<AppLoadContext, "database" | "config" | "company">;

function pipelineActor(viewer: Viewer): PipelineActor {
  return { id: viewer.id, name: viewer.name };
}

/** The office's answers and the page's server-written texts are in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/** One timeline entry in words: what happened, then who and when beside it. */
function inWords(entry: TimelineEntry): { title: string; body?: string } {
  const { details } = entry;
  switch (entry.kind) {
    case "received":
      return { title: t("admin.lead.timeline.received") };
    case "status_changed": {
      const to = stageName(t, details.to ?? "");
      const from = stageName(t, details.from ?? "");
      const title = details.reason
        ? t("admin.lead.timeline.statusWhy", {
            from,
            to,
            reason: lostReasonName(t, details.reason),
          })
        : t("admin.lead.timeline.status", { from, to });
      return { title, body: details.note };
    }
    case "assigned":
      return {
        title: details.assigneeName
          ? t("admin.lead.timeline.assigned", { name: details.assigneeName })
          : t("admin.lead.timeline.unassigned"),
      };
    case "note":
      return { title: t("admin.lead.timeline.note"), body: details.note };
    case "email_sent":
      return {
        title: t("admin.lead.timeline.email", { subject: details.subject ?? "" }),
        body: details.attachments?.length
          ? `${details.text ?? ""}\n\n${t("admin.lead.timeline.attached", { files: details.attachments.join(", ") })}`
          : details.text,
      };
    case "follow_up_set":
      return {
        title: details.followUpOn
          ? t("admin.lead.timeline.followUp", { day: details.followUpOn })
          : t("admin.lead.timeline.followUpCleared"),
      };
    case "call_logged":
      return { title: t("admin.lead.timeline.call"), body: details.note };
  }
}

/**
 * Everything the lead page shows beside the lead's own fields; times in the company's zone, named,
 * as the new-lead e-mail writes them (docs/decisions/0077).
 */
export async function leadPipelineView(deps: Deps, lead: Lead, viewer: Viewer) {
  const db = deps.database.db;
  const timeZone = deps.company.facts().timeZone;
  const when = (instant: Date) => localeFormat("en").dateTime(instant, timeZone);
  const [timeline, linked, workers, certificate] = await Promise.all([
    leadTimeline(db, lead.id),
    linkedLeads(db, lead),
    listLeadWorkers(deps),
    currentInsuranceCertificate(db),
  ]);
  const assignee = workers.find((worker) => worker.id === lead.assigneeId);
  return {
    status: lead.status,
    /** The stages this lead's kind moves through (a certificate request: New, Sent, Closed). */
    stages: stagesOf(lead.kind),
    lostReason: lead.lostReason,
    lostNote: lead.lostNote,
    assigneeId: lead.assigneeId,
    // Someone who lost lead access still shows as assignee until the lead is reassigned.
    assigneeName: assignee?.name ?? (lead.assigneeId ? t("admin.lead.formerWorker") : null),
    followUpOn: lead.followUpOn,
    workers,
    viewerId: viewer.id,
    timeline: timeline.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      ...inWords(entry),
      who: entry.actorName ?? t("admin.lead.timeline.website"),
      when: when(entry.at),
      whenIso: entry.at.toISOString(),
      delivery: entry.delivery,
    })),
    linked: linked.map((other: LinkedLead) => ({
      id: other.id,
      kind: other.kind,
      status: other.status,
      received: when(other.createdAt),
    })),
    reply: {
      ...replyStart(lead),
      language: LANGUAGE_NAMES_IN_ENGLISH[lead.language],
      signature: deps.company.facts().name,
      /** The certificate of insurance a reply can attach; ticked at first on a request for it. */
      certificate: certificate
        ? {
            name: certificate.name,
            uploaded: localeFormat("en").dateTime(certificate.createdAt, timeZone),
            attachFirst: lead.kind === "coi",
          }
        : null,
      /** A certificate request while no certificate is on file: the page says where to add one. */
      certificateMissing: lead.kind === "coi" && !certificate,
    },
  };
}

/** What a lead form answers: the message or errors of the form named by `intent`. */
interface LeadFormAnswer extends FormAnswer {
  intent?: LeadFormIntent;
}

function failed(
  intent: LeadFormIntent | undefined,
  status: number,
  failure: Parameters<typeof formFailure>[0],
): LeadFormAnswer {
  return { status, intent, result: formFailure(failure) };
}

/** A form's errors, said in English (the admin area's language), with what was typed. */
function rejected(
  intent: LeadFormIntent,
  checked: { errors: Record<string, string>; values: Record<string, string> },
): LeadFormAnswer {
  const errors = translateMessages("en", checked.errors, pipelineMessageValues("en-US"));
  return failed(intent, 400, { errors, values: checked.values });
}

function done(intent: LeadFormIntent, message: string): LeadFormAnswer {
  return { status: 200, intent, result: { ok: true, message } };
}

const GONE = t("admin.lead.answer.gone");
export const NO_CERTIFICATE = t("admin.lead.answer.noCertificate");

/**
 * Replies go out in the company's name: a person may send this many an hour, plenty for an office
 * and a bound on what a stolen session could send.
 */
export const replyLimit: LimitRule = {
  name: "lead-reply:person",
  max: 60,
  windowMs: 60 * 60 * 1000,
};
export const TOO_MANY_REPLIES = t("admin.lead.answer.tooManyReplies");

/**
 * The lead page's forms: change the stage, assign, set a follow-up, add a note, log a call or
 * send a reply. Each is checked with its schema; what was typed comes back with the errors.
 */
export async function answerLeadForm(
  deps: Deps,
  viewer: Viewer,
  leadId: string,
  form: FormData,
): Promise<LeadFormAnswer> {
  const intent = LEAD_FORM_INTENTS.find((name) => name === form.get("intent"));
  if (!intent) return failed(undefined, 400, { message: t("admin.lead.answer.unknown") });
  const values = readTextFields(form, LEAD_FORM_FIELDS[intent]);
  const actor = pipelineActor(viewer);
  const db = deps.database.db;
  switch (intent) {
    case "status": {
      const checked = checkFields(statusFormSchema, values);
      if (!checked.ok) return rejected(intent, checked);
      const { status, lostReason, lostNote } = checked.data;
      const change =
        status === "lost"
          ? { status, lostReason: lostReason as LostReason, lostNote: lostNote || null }
          : { status };
      try {
        const lead = await changeLeadStatus(db, actor, leadId, change);
        const message = t("admin.lead.answer.status", { status: stageName(t, status) });
        return lead ? done(intent, message) : gone(intent);
      } catch (error) {
        if (!(error instanceof NotAStageOfTheLeadError)) throw error;
        const stages = error.stages.map((stage) => stageName(t, stage)).join(", ");
        const errors = { status: t("admin.lead.answer.notAStage", { stages }) };
        return failed(intent, 400, { errors, values });
      }
    }
    case "assign": {
      const checked = checkFields(assignFormSchema, values);
      if (!checked.ok) return rejected(intent, checked);
      try {
        const lead = await assignLead(deps, actor, leadId, checked.data.assigneeId || null);
        if (!lead) return gone(intent);
      } catch (error) {
        if (!(error instanceof NotALeadWorkerError)) throw error;
        const errors = { assigneeId: t("admin.lead.answer.notAWorker") };
        return failed(intent, 400, { errors, values });
      }
      const assigned = checked.data.assigneeId
        ? t("admin.lead.answer.assigned")
        : t("admin.lead.answer.unassigned");
      return done(intent, assigned);
    }
    case "follow-up": {
      const checked = checkFields(followUpFormSchema, values);
      if (!checked.ok) return rejected(intent, checked);
      const day = checked.data.followUpOn || null;
      const lead = await setLeadFollowUp(db, actor, leadId, day);
      if (!lead) return gone(intent);
      return done(
        intent,
        day ? t("admin.lead.answer.followUp", { day }) : t("admin.lead.answer.followUpCleared"),
      );
    }
    case "note": {
      const checked = checkFields(noteFormSchema, values);
      if (!checked.ok) return rejected(intent, checked);
      const lead = await addLeadNote(db, actor, leadId, checked.data.note);
      return lead ? done(intent, t("admin.lead.answer.note")) : gone(intent);
    }
    case "call": {
      const checked = checkFields(callFormSchema, values);
      if (!checked.ok) return rejected(intent, checked);
      const lead = await logLeadCall(db, actor, leadId, checked.data.summary);
      return lead ? done(intent, t("admin.lead.answer.call")) : gone(intent);
    }
    case "reply": {
      const checked = checkFields(replyFormSchema, values);
      if (!checked.ok) return rejected(intent, checked);
      if (!(await hitLimit(db, replyLimit, viewer.id)).allowed) {
        return failed(intent, 429, { message: TOO_MANY_REPLIES, values });
      }
      const certificate =
        checked.data.attachCertificate === "yes" ? await currentInsuranceCertificate(db) : null;
      if (checked.data.attachCertificate === "yes" && !certificate) {
        const errors = { attachCertificate: NO_CERTIFICATE };
        return failed(intent, 400, { errors, values });
      }
      const settings = companyMailSettings(deps.config, deps.company.current().profile);
      const attachments = certificate ? [{ fileId: certificate.id, name: certificate.name }] : [];
      const lead = await sendLeadReply(db, actor, leadId, (locked) => ({
        ...leadReply(locked, checked.data, settings),
        attachments,
      }));
      if (!lead) return gone(intent);
      return done(
        intent,
        certificate
          ? t("admin.lead.answer.replyWith", { email: lead.email, file: certificate.name })
          : t("admin.lead.answer.reply", { email: lead.email }),
      );
    }
  }
}

function gone(intent: LeadFormIntent): LeadFormAnswer {
  return failed(intent, 404, { message: GONE });
}

export { findLead, PIPELINE_LIMITS };
