import { AnswerForm, answerFor, type IntentAnswer, useBusy } from "~/forms/AnswerForm";
import { ConfirmAction } from "~/forms/ConfirmAction";
import { CheckboxField, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import { dangerButton } from "~/leads/components/DashboardActions";
import { type ApplicationStage, MOVABLE_STAGES } from "../careers";
import { STAGE_KEYS } from "../office-labels";

const card = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-navy-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 disabled:opacity-70";

export const stageBadge: Record<ApplicationStage, string> = {
  new: "bg-sky-100 text-sky-900",
  screening: "bg-indigo-100 text-indigo-900",
  interview: "bg-violet-100 text-violet-900",
  offer: "bg-amber-100 text-amber-900",
  hired: "bg-emerald-100 text-emerald-900",
  rejected: "bg-slate-200 text-slate-800",
};

/** The application's stage beside the applicant's name. */
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  const t = useT();
  return (
    <span
      data-testid="application-stage"
      className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-sm font-semibold ${stageBadge[stage]}`}
    >
      {t(STAGE_KEYS[stage])}
    </span>
  );
}

const stageButton = (current: boolean) =>
  `rounded-full border px-3.5 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 ${
    current
      ? "border-navy-900 bg-navy-900 text-white"
      : "border-slate-300 bg-white text-navy-900 hover:bg-navy-50"
  }`;

/**
 * The stage: one button per open stage (one click, a form without JavaScript), then Reject in
 * its own form, which asks each time whether the courteous e-mail goes out: the box starts
 * unticked (a choice kept only while a refused answer is shown).
 */
export function StagePanel({
  stage,
  name,
  language,
  answer,
}: {
  stage: ApplicationStage;
  /** The applicant's name and e-mail, which the rejection's question names. */
  name: string;
  language: string;
  answer: IntentAnswer | undefined;
}) {
  const t = useT();
  const moved = answerFor("stage", answer);
  const rejection = answerFor("reject", answer);
  // A hire's answer: its form is gone once the application is Hired, so it is said here.
  const hired = answerFor("hire", answer);
  const moving = useBusy("stage");
  return (
    <section id="stage" aria-labelledby="stage-title" className={card}>
      <h2 id="stage-title" className="text-sm font-semibold text-navy-900">
        {t("adminCareers.applicant.stage")}
      </h2>
      <div className="mt-3">
        {moved.notice}
        {rejection.notice}
        {stage === "hired" ? hired.notice : null}
      </div>
      {stage === "hired" ? (
        <p className="text-sm text-slate-700">{t("adminCareers.applicant.hiredNoMove")}</p>
      ) : (
        <>
          <AnswerForm
            answerTo="stage"
            className="flex flex-wrap gap-2"
            aria-label={t("adminCareers.applicant.moveTo")}
          >
            <input type="hidden" name="intent" value="stage" />
            {MOVABLE_STAGES.filter((name) => name !== "rejected").map((name) => (
              <button
                key={name}
                type="submit"
                name="stage"
                value={name}
                disabled={moving}
                aria-pressed={stage === name}
                className={stageButton(stage === name)}
              >
                {t(STAGE_KEYS[name])}
              </button>
            ))}
          </AnswerForm>
          {stage === "rejected" ? null : (
            <div className="mt-4 border-t border-slate-200 pt-4">
              <ConfirmAction
                label={t("adminCareers.applicant.reject")}
                question={t("adminCareers.applicant.rejectQuestion", { name })}
                consequence={t("adminCareers.applicant.rejectConsequence")}
                confirmLabel={t("adminCareers.applicant.rejectConfirm")}
                intent="reject"
                answerTo="reject"
                answer={rejection.own}
                triggerClassName={dangerButton}
              >
                <CheckboxField
                  idPrefix="reject"
                  name="sendEmail"
                  label={t("adminCareers.applicant.sendRejection")}
                  hint={t("adminCareers.applicant.rejectionHint", { language })}
                  defaultChecked={rejection.values.sendEmail === "on"}
                />
              </ConfirmAction>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** Hire: the names of the account, the start date, and whether the posting closes now. */
export function HirePanel({
  names,
  answer,
}: {
  names: { firstName: string; lastName: string };
  answer: IntentAnswer | undefined;
}) {
  const t = useT();
  const { errors, values, notice, own } = answerFor("hire", answer);
  const hiring = useBusy("hire");
  return (
    <section id="hire" aria-labelledby="hire-title" className={card}>
      <h2 id="hire-title" className="text-sm font-semibold text-navy-900">
        {t("adminCareers.applicant.hireTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("adminCareers.applicant.hireIntro")}</p>
      <div className="mt-3">{notice}</div>
      <AnswerForm answerTo="hire" answer={own} className="space-y-3">
        <input type="hidden" name="intent" value="hire" />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            idPrefix="hire"
            name="firstName"
            label={t("adminCareers.applicant.firstName")}
            required
            maxLength={60}
            error={errors.firstName}
            defaultValue={values.firstName ?? names.firstName}
          />
          <TextField
            idPrefix="hire"
            name="lastName"
            label={t("adminCareers.applicant.lastName")}
            required
            maxLength={60}
            error={errors.lastName}
            defaultValue={values.lastName ?? names.lastName}
          />
        </div>
        <TextField
          idPrefix="hire"
          name="startDate"
          type="date"
          label={t("adminCareers.applicant.startDate")}
          required
          error={errors.startDate}
          defaultValue={values.startDate ?? ""}
        />
        <CheckboxField
          idPrefix="hire"
          name="closePosting"
          label={t("adminCareers.applicant.closePosting")}
          defaultChecked={values.closePosting === undefined ? false : values.closePosting === "on"}
        />
        <button type="submit" disabled={hiring} className={primaryButton}>
          {t("adminCareers.applicant.hire")}
        </button>
      </AnswerForm>
    </section>
  );
}
