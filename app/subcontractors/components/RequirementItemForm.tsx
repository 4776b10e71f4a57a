import { useEffect, useState } from "react";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { buttonClass, SelectField, TextAreaField, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import { labelOf } from "~/i18n/translator";
import type { AdminAnswer } from "../office/admin-forms.server";
import { HEADING_KEYS, KIND_KEYS } from "../office-labels";
import {
  isRequirementKind,
  PORTAL_HEADINGS,
  REQUIREMENT_KINDS,
  type RequirementKind,
} from "../requirements/requirements";
import type { RequirementSetView } from "../requirements/requirements.server";
import { SUBCONTRACTOR_LIMITS as LIMITS } from "../subcontractors.validation";
import { typedFor, useSending } from "./admin-form";
import { CertificateFields } from "./CertificateFields";

/** A new item of a set: its kind, name, heading, description and the kind's own fields. */
export function RequirementItemForm({
  sets,
  answer,
}: {
  sets: RequirementSetView[];
  answer?: AdminAnswer;
}) {
  const t = useT();
  const { own, errors, values } = typedFor(answer, "item");
  const typedKind = isRequirementKind(values.kind) ? values.kind : "coi";
  // Only the fields of the chosen kind are shown (a W-9 has no insurance limits).
  const [kind, setKind] = useState<RequirementKind>(typedKind);
  // A success empties the form (AnswerForm): the kind's fields go back to the first kind's.
  useEffect(() => {
    if (own?.ok) setKind("coi");
  }, [own]);
  const sending = useSending("add-item");
  const field = (name: string) => ({
    idPrefix: "item",
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });
  return (
    <AnswerForm answerTo="item" answer={own} className="mt-8 grid gap-4 md:grid-cols-2" noValidate>
      <h3 className="font-semibold text-navy-900 md:col-span-2">
        {t("adminSubcontractors.item.title")}
      </h3>
      <FormAnswer form="item" answer={own} className="md:col-span-2" />
      <input type="hidden" name="intent" value="add-item" />
      <SelectField {...field("setId")} label={t("adminSubcontractors.item.set")}>
        {sets.map((set) => (
          <option key={set.id} value={set.id}>
            {set.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        {...field("kind")}
        label={t("adminSubcontractors.item.kind")}
        onChange={(event) => {
          if (isRequirementKind(event.target.value)) setKind(event.target.value);
        }}
      >
        {REQUIREMENT_KINDS.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(t, KIND_KEYS, choice)}
          </option>
        ))}
      </SelectField>
      <TextField
        {...field("title")}
        label={t("adminSubcontractors.item.name")}
        hint={t("adminSubcontractors.item.nameHint")}
        optional
        maxLength={LIMITS.title}
      />
      {kind === "other" ? (
        <SelectField {...field("heading")} label={t("adminSubcontractors.item.heading")}>
          {PORTAL_HEADINGS.map((heading) => (
            <option key={heading} value={heading}>
              {labelOf(t, HEADING_KEYS, heading)}
            </option>
          ))}
        </SelectField>
      ) : (
        <input type="hidden" name="heading" value="billing" />
      )}
      <TextAreaField
        {...field("description")}
        label={t("adminSubcontractors.item.description")}
        optional
        rows={2}
        maxLength={LIMITS.description}
        className="md:col-span-2"
      />
      {kind === "coi" ? <CertificateFields field={field} values={values} /> : null}
      {kind === "license" ? (
        <TextField
          {...field("licenseClass")}
          label={t("adminSubcontractors.item.licenseClass")}
          optional
          maxLength={LIMITS.number}
        />
      ) : null}
      <div className="md:col-span-2">
        <button type="submit" className={buttonClass} disabled={sending}>
          {t("adminSubcontractors.item.button")}
        </button>
      </div>
    </AnswerForm>
  );
}
