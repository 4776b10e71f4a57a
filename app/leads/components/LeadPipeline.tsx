import { useEffect } from "react";
import { Link } from "react-router";
import { AnswerForm, answerFor, type IntentAnswer, useBusy } from "~/forms/AnswerForm";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/forms/fields";
import type { FormResult } from "~/forms/result";
import { RichText, useT } from "~/i18n/I18nContext";
import { labelOf, type Translator } from "~/i18n/translator";
import {
  DELIVERY_KEYS,
  KIND_KEYS,
  LOST_REASON_KEYS,
  lostReasonName,
  STAGE_KEYS,
} from "../office-labels";
import { type LeadStatus, LOST_REASONS, PIPELINE_LIMITS } from "../pipeline/pipeline";
import type { LeadFormIntent } from "../pipeline/pipeline.validation";
import { secondaryButton } from "./DashboardActions";
import { statusBadge } from "./status-badge";

/** What the lead page's action answered, and for which form. */
export type LeadActionData = FormResult & { intent?: LeadFormIntent };

const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-navy-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 disabled:opacity-70";
const card = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

export function StatusBadge({ status }: { status: LeadStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadge[status]}`}
    >
      {t(STAGE_KEYS[status])}
    </span>
  );
}

/** The lead's stage in words, with the reason when it was lost: "Lost: Price". */
function stageText(t: Translator["t"], status: LeadStatus, lostReason: string | null): string {
  return status === "lost" && lostReason && lostReason in LOST_REASON_KEYS
    ? t("adminLeadPage.status.lostWith", { reason: lostReasonName(t, lostReason) })
    : t(STAGE_KEYS[status]);
}

/** The current stage beside the lead's name, on every lead page at every width. */
export function LeadStage({
  status,
  lostReason,
}: {
  status: LeadStatus;
  lostReason: string | null;
}) {
  const t = useT();
  return (
    <span
      data-testid="lead-stage"
      className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-sm font-semibold ${statusBadge[status]}`}
    >
      {stageText(t, status, lostReason)}
    </span>
  );
}

const LOST_REASON_ID = "lost-lostReason";

const stageButton = (current: boolean) =>
  `rounded-full border px-3.5 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 ${
    current
      ? "border-navy-900 bg-navy-900 text-white"
      : "border-slate-300 bg-white text-navy-900 hover:bg-navy-50"
  }`;

/**
 * The stage: one button per stage of the lead's pipeline (one click, a form without JavaScript),
 * the current one pressed. Lost asks why in its own small form below; a Lost lead says why, and
 * the reason can be changed there. Coming from Lost in the list (`askLost`), the form says so and
 * has the focus. A certificate request's stages (New, Sent, Closed) have no Lost.
 */
export function StatusPanel({
  status,
  stages,
  lostReason,
  lostNote,
  askLost,
  answer,
}: {
  status: LeadStatus;
  stages: readonly LeadStatus[];
  lostReason: string | null;
  lostNote: string | null;
  askLost: boolean;
  answer: LeadActionData | undefined;
}) {
  const t = useT();
  const { errors, values, notice, own } = answerFor("status", answer);
  const busy = useBusy("status");
  const isLost = status === "lost";
  const canLose = stages.includes("lost");
  const showLost = canLose && (askLost || isLost || values.status === "lost");
  const asking = askLost && !isLost;
  useEffect(() => {
    if (asking) document.getElementById(LOST_REASON_ID)?.focus();
  }, [asking]);
  return (
    <section id="status" aria-labelledby="status-title" className={card}>
      <h2 id="status-title" className="text-sm font-semibold text-navy-900">
        {t("adminLeadPage.status.title")}
      </h2>
      <div className="mt-3">{notice}</div>
      <AnswerForm
        answerTo="status"
        className="flex flex-wrap gap-2"
        aria-label={t("adminLeadPage.status.change")}
      >
        <input type="hidden" name="intent" value="status" />
        {stages
          .filter((stage) => stage !== "lost")
          .map((stage) => (
            <button
              key={stage}
              type="submit"
              name="status"
              value={stage}
              disabled={busy}
              aria-pressed={status === stage}
              className={stageButton(status === stage)}
            >
              {t(STAGE_KEYS[stage])}
            </button>
          ))}
        {!canLose ? null : isLost ? (
          // Pressed, as the current stage; it only leads to the reason, which needs a choice.
          <button
            type="button"
            aria-pressed="true"
            className={stageButton(true)}
            onClick={() => document.getElementById(LOST_REASON_ID)?.focus()}
          >
            {t(STAGE_KEYS.lost)}
          </button>
        ) : showLost ? null : (
          <Link to="?lost=1#status" className={stageButton(false)}>
            {t("adminLeadPage.status.lostLink")}
          </Link>
        )}
      </AnswerForm>
      {isLost ? (
        <p className="mt-4 text-sm text-navy-900">
          <span className="font-semibold">{t("adminLeadPage.status.lostBecause")}</span>{" "}
          {lostReason && lostReason in LOST_REASON_KEYS
            ? lostReasonName(t, lostReason)
            : t("adminLeadPage.status.noReason")}
          .{lostNote ? ` ${lostNote}` : null}
        </p>
      ) : null}
      {showLost ? (
        <AnswerForm
          answerTo="status"
          answer={own}
          className="mt-4 space-y-3 border-t border-slate-200 pt-4"
          aria-label={
            isLost ? t("adminLeadPage.status.changeReasonLabel") : t("adminLeadWork.markLost")
          }
        >
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="status" value="lost" />
          {asking ? (
            <p className="text-sm font-medium text-navy-900">{t("adminLeadPage.status.asking")}</p>
          ) : null}
          <SelectField
            idPrefix="lost"
            name="lostReason"
            label={isLost ? t("adminLeadWork.reason") : t("adminLeadWork.whyLost")}
            required
            autoFocus={asking}
            error={errors.lostReason}
            defaultValue={values.lostReason ?? lostReason ?? ""}
          >
            <option value="">{t("adminLeadWork.chooseReason")}</option>
            {LOST_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(LOST_REASON_KEYS[reason])}
              </option>
            ))}
          </SelectField>
          <TextField
            idPrefix="lost"
            name="lostNote"
            label={t("adminLeadPage.status.details")}
            optional
            maxLength={PIPELINE_LIMITS.lostNote}
            error={errors.lostNote}
            defaultValue={values.lostNote ?? lostNote ?? ""}
          />
          <button type="submit" disabled={busy} className={secondaryButton}>
            {isLost ? t("adminLeadPage.status.changeReason") : t("adminLeadWork.markLost")}
          </button>
        </AnswerForm>
      ) : null}
    </section>
  );
}

/** Who works the lead and when to follow it up. */
export function OwnerPanel({
  assigneeId,
  assigneeName,
  followUpOn,
  workers,
  viewerId,
  answer,
}: {
  assigneeId: string | null;
  assigneeName: string | null;
  followUpOn: string | null;
  workers: { id: string; name: string }[];
  viewerId: string;
  answer: LeadActionData | undefined;
}) {
  const t = useT();
  const assign = answerFor("assign", answer);
  const followUp = answerFor("follow-up", answer);
  const assigning = useBusy("assign");
  const settingFollowUp = useBusy("follow-up");
  const known = workers.some((worker) => worker.id === assigneeId);
  return (
    <section aria-labelledby="owner-title" className={`${card} space-y-5`}>
      <h2 id="owner-title" className="text-sm font-semibold text-navy-900">
        {t("adminLeadPage.owner.title")}
      </h2>
      <div>
        {assign.notice}
        <AnswerForm answerTo="assign" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <SelectField
            idPrefix="assign"
            name="assigneeId"
            label={t("adminLeadPage.owner.assignee")}
            className="min-w-48 flex-1"
            error={assign.errors.assigneeId}
            defaultValue={assign.values.assigneeId ?? assigneeId ?? ""}
          >
            <option value="">{t("adminLeads.unassigned")}</option>
            {assigneeId && !known ? <option value={assigneeId}>{assigneeName}</option> : null}
            {workers.map((worker) => (
              <option key={worker.id} value={worker.id}>
                {worker.name}
              </option>
            ))}
          </SelectField>
          <button type="submit" disabled={assigning} className={secondaryButton}>
            {t("adminLeadPage.owner.assign")}
          </button>
        </AnswerForm>
        {assigneeId !== viewerId ? (
          <AnswerForm answerTo="assign" className="mt-2">
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="assigneeId" value={viewerId} />
            <button
              type="submit"
              disabled={assigning}
              className="text-sm font-semibold text-navy-700 underline underline-offset-2"
            >
              {t("adminLeadPage.owner.assignMe")}
            </button>
          </AnswerForm>
        ) : null}
      </div>
      <div>
        {followUp.notice}
        <AnswerForm answerTo="follow-up" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="follow-up" />
          <TextField
            idPrefix="follow-up"
            name="followUpOn"
            type="date"
            label={t("adminLeadPage.owner.followUp")}
            className="min-w-48 flex-1"
            error={followUp.errors.followUpOn}
            defaultValue={followUp.values.followUpOn ?? followUpOn ?? ""}
          />
          <button type="submit" disabled={settingFollowUp} className={secondaryButton}>
            {t("adminLeadPage.owner.setFollowUp")}
          </button>
        </AnswerForm>
      </div>
    </section>
  );
}

/** Reply by e-mail (through the outbox), log a call, add a note. */
export function WorkPanel({
  email,
  reply,
  answer,
}: {
  email: string;
  reply: ReplyStart;
  answer: LeadActionData | undefined;
}) {
  const t = useT();
  const called = answerFor("call", answer);
  const calling = useBusy("call");
  return (
    <>
      <ReplyPanel email={email} reply={reply} answer={answer} recipient="lead" />
      <section id="call" aria-labelledby="call-title" className={card}>
        <h2 id="call-title" className="text-sm font-semibold text-navy-900">
          {t("adminLeadPage.call.title")}
        </h2>
        <div className="mt-3">{called.notice}</div>
        <AnswerForm answerTo="call" answer={called.own} className="space-y-3">
          <input type="hidden" name="intent" value="call" />
          <TextAreaField
            idPrefix="call"
            name="summary"
            label={t("adminLeadPage.call.said")}
            optional
            rows={2}
            maxLength={PIPELINE_LIMITS.callSummary}
            error={called.errors.summary}
            defaultValue={called.values.summary ?? ""}
          />
          <button type="submit" disabled={calling} className={secondaryButton}>
            {t("adminLeadPage.call.button")}
          </button>
        </AnswerForm>
      </section>
      <NotePanel answer={answer} />
    </>
  );
}

/** Where a reply starts: subject and greeting in the recipient's language, and what is added. */
interface ReplyStart {
  subject: string;
  body: string;
  signOff: string;
  signature: string;
  language: string;
  /** The company's certificate of insurance a reply can attach (a lead's page); null: none. */
  certificate?: { name: string; uploaded: string; attachFirst: boolean } | null;
  /** A certificate request, while no certificate is on file. */
  certificateMissing?: boolean;
}

/**
 * Reply by e-mail (through the outbox): the form of intent "reply", sending `subject` and `body`
 * (a lead's page, an applicant's page).
 */
export function ReplyPanel({
  email,
  reply,
  answer,
  recipient,
  inbox = "",
}: {
  email: string;
  reply: ReplyStart;
  answer: IntentAnswer | undefined;
  /** Whom the reply goes to, in whose language it starts: a lead (the company inbox gets the answers) or an applicant. */
  recipient: "lead" | "applicant";
  /** The address an applicant's answers come back to (the HR address). */
  inbox?: string;
}) {
  const t = useT();
  const replied = answerFor("reply", answer);
  const replying = useBusy("reply");
  return (
    <section id="reply" aria-labelledby="reply-title" className={card}>
      <h2 id="reply-title" className="text-sm font-semibold text-navy-900">
        {t("adminPanels.reply.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("adminPanels.reply.intro", {
          email,
          recipient,
          inbox,
          language: reply.language,
          signOff: reply.signOff,
          signature: reply.signature,
        })}
      </p>
      <div className="mt-3">{replied.notice}</div>
      <AnswerForm answerTo="reply" answer={replied.own} className="space-y-3">
        <input type="hidden" name="intent" value="reply" />
        <TextField
          idPrefix="reply"
          name="subject"
          label={t("adminPanels.reply.subject")}
          required
          maxLength={PIPELINE_LIMITS.replySubject}
          error={replied.errors.subject}
          defaultValue={replied.values.subject ?? reply.subject}
        />
        <TextAreaField
          idPrefix="reply"
          name="body"
          label={t("adminPanels.reply.message")}
          required
          rows={7}
          maxLength={PIPELINE_LIMITS.replyBody}
          error={replied.errors.body}
          defaultValue={replied.values.body ?? reply.body}
        />
        {reply.certificate ? (
          <CheckboxField
            idPrefix="reply"
            name="attachCertificate"
            value="yes"
            label={t("adminPanels.reply.attach", { name: reply.certificate.name })}
            hint={t("adminPanels.reply.attachHint", { uploaded: reply.certificate.uploaded })}
            error={replied.errors.attachCertificate}
            defaultChecked={
              replied.values.subject === undefined
                ? reply.certificate.attachFirst
                : replied.values.attachCertificate === "yes"
            }
          />
        ) : null}
        {reply.certificateMissing ? (
          <p className="text-sm text-slate-700">
            <RichText
              k="adminPanels.reply.noCertificate"
              tags={{
                link: (chunk) => (
                  <Link
                    to="/admin/company/certificate"
                    className="font-semibold text-navy-800 underline underline-offset-2"
                  >
                    {chunk}
                  </Link>
                ),
              }}
            />
          </p>
        ) : null}
        <button type="submit" disabled={replying} className={primaryButton}>
          {t("adminPanels.reply.send")}
        </button>
      </AnswerForm>
    </section>
  );
}

/** Add a note: the form of intent "note", sending `note`. */
export function NotePanel({ answer }: { answer: IntentAnswer | undefined }) {
  const t = useT();
  const noted = answerFor("note", answer);
  const noting = useBusy("note");
  return (
    <section id="note" aria-labelledby="note-title" className={card}>
      <h2 id="note-title" className="text-sm font-semibold text-navy-900">
        {t("adminPanels.note.title")}
      </h2>
      <div className="mt-3">{noted.notice}</div>
      <AnswerForm answerTo="note" answer={noted.own} className="space-y-3">
        <input type="hidden" name="intent" value="note" />
        <TextAreaField
          idPrefix="note"
          name="note"
          label={t("adminPanels.note.label")}
          hint={t("adminPanels.note.hint", { max: PIPELINE_LIMITS.note })}
          required
          rows={3}
          maxLength={PIPELINE_LIMITS.note}
          error={noted.errors.note}
          defaultValue={noted.values.note ?? ""}
        />
        <button type="submit" disabled={noting} className={secondaryButton}>
          {t("adminPanels.note.button")}
        </button>
      </AnswerForm>
    </section>
  );
}

const deliveryStyles = {
  queued: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
};

interface TimelineItem {
  id: number;
  kind: string;
  title: string;
  body?: string;
  who: string;
  when: string;
  whenIso: string;
  delivery?: "queued" | "sent" | "failed";
}

/** What happened (to a lead, an application), newest first; text is rendered as text, never as markup. */
export function Timeline({ items }: { items: TimelineItem[] }) {
  const t = useT();
  return (
    <section aria-labelledby="timeline-title" className={card}>
      <h2 id="timeline-title" className="text-sm font-semibold text-navy-900">
        {t("adminPanels.timeline.title")}
      </h2>
      <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4">
        {items.map((item) => (
          <li key={item.id} data-kind={item.kind}>
            <p className="text-sm font-medium text-navy-900">
              {item.title}
              {item.delivery ? (
                <span
                  className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${deliveryStyles[item.delivery]}`}
                >
                  {t(DELIVERY_KEYS[item.delivery])}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-slate-600">
              {item.who} · <time dateTime={item.whenIso}>{item.when}</time>
            </p>
            {item.body ? (
              <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">
                {item.body}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The same person's other leads (same e-mail or phone). */
export function LinkedLeads({
  leads,
}: {
  leads: { id: string; kind: string; status: LeadStatus; received: string }[];
}) {
  const t = useT();
  if (leads.length === 0) return null;
  return (
    <section aria-labelledby="linked-title" className={card}>
      <h2 id="linked-title" className="text-sm font-semibold text-navy-900">
        {t("adminLeadPage.linked.title")}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {leads.map((lead) => (
          <li key={lead.id} className="flex flex-wrap items-center gap-2">
            <Link to={`/admin/leads/${lead.id}`} className="text-navy-700 underline">
              {t("adminLeadPage.linked.item", {
                kind: labelOf(t, KIND_KEYS, lead.kind),
                received: lead.received,
              })}
            </Link>
            <StatusBadge status={lead.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
