import { Link } from "react-router";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { buttonClass, SelectField, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import type { AdminAnswer } from "../office/admin-forms.server";
import type { RequirementSetView } from "../requirements/requirements.server";
import { SUBCONTRACTOR_LIMITS as LIMITS } from "../subcontractors.validation";
import { linkClass, sectionClass, typedFor, useSending } from "./admin-form";

/** A new subcontractor's invitation: its company, contact, set and language. */
export function InviteForm({ sets, answer }: { sets: RequirementSetView[]; answer?: AdminAnswer }) {
  const t = useT();
  const { own, errors, values } = typedFor(answer, "invite");
  const sending = useSending("invite");
  const existing = own && !own.ok ? own.existing : undefined;
  const field = (name: string) => ({
    idPrefix: "invite",
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });
  return (
    <section aria-labelledby="invite-title" className={sectionClass}>
      <h2 id="invite-title" className="text-xl font-bold text-navy-900">
        {t("adminSubcontractors.invite.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("adminSubcontractors.invite.intro")}</p>
      <FormAnswer form="invite" answer={own} className="mt-4" />
      {sets.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t("adminSubcontractors.invite.needsSet")}</p>
      ) : (
        <AnswerForm
          answerTo="invite"
          answer={own}
          className="mt-4 grid gap-4 md:grid-cols-2"
          noValidate
        >
          <input type="hidden" name="intent" value="invite" />
          {existing ? (
            <p className="text-sm md:col-span-2">
              <Link to={`/admin/subcontractors/${existing.id}`} className={linkClass}>
                {t("adminSubcontractors.invite.openRecord", { company: existing.company })}
              </Link>
            </p>
          ) : null}
          <TextField
            {...field("company")}
            label={t("adminSubcontractors.invite.company")}
            maxLength={LIMITS.name}
          />
          <TextField
            {...field("trade")}
            label={t("adminSubcontractors.invite.trade")}
            maxLength={LIMITS.name}
          />
          <TextField
            {...field("contactName")}
            label={t("adminSubcontractors.invite.contactName")}
            maxLength={LIMITS.name}
          />
          <TextField
            {...field("email")}
            type="email"
            label={t("adminSubcontractors.invite.email")}
            maxLength={LIMITS.email}
          />
          <TextField
            {...field("brokerEmail")}
            type="email"
            optional
            label={t("adminSubcontractors.invite.brokerEmail")}
            maxLength={LIMITS.email}
          />
          <SelectField {...field("setId")} label={t("adminSubcontractors.invite.set")}>
            {sets.map((set) => (
              <option key={set.id} value={set.id}>
                {set.name}
              </option>
            ))}
          </SelectField>
          <SelectField {...field("language")} label={t("adminSubcontractors.invite.language")}>
            <option value="en">{t("adminSubcontractors.languages.en")}</option>
            <option value="es">{t("adminSubcontractors.languages.es")}</option>
          </SelectField>
          <div className="md:col-span-2">
            <button type="submit" className={buttonClass} disabled={sending}>
              {t("adminSubcontractors.invite.button")}
            </button>
          </div>
        </AnswerForm>
      )}
    </section>
  );
}
