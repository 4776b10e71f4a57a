import { AnswerForm } from "~/forms/AnswerForm";
import { ConfirmAction } from "~/forms/ConfirmAction";
import { FormAnswer } from "~/forms/FormBanner";
import { buttonClass, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import { labelOf } from "~/i18n/translator";
import type { AdminAnswer } from "../office/admin-forms.server";
import { KIND_KEYS } from "../office-labels";
import type { RequirementSetView } from "../requirements/requirements.server";
import { SUBCONTRACTOR_LIMITS as LIMITS } from "../subcontractors.validation";
import { sectionClass, typedFor, useSending } from "./admin-form";
import { RequirementItemForm } from "./RequirementItemForm";

/** The requirement sets with their items (each removable), a new set's form and a new item's. */
export function RequirementSets({
  sets,
  answer,
}: {
  sets: RequirementSetView[];
  answer?: AdminAnswer;
}) {
  const t = useT();
  const setForm = typedFor(answer, "set");
  const sending = useSending("create-set");
  return (
    <section aria-labelledby="sets-title" className={sectionClass}>
      <h2 id="sets-title" className="text-xl font-bold text-navy-900">
        {t("adminSubcontractors.sets.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("adminSubcontractors.sets.intro")}</p>
      <FormAnswer form="remove" answer={typedFor(answer, "remove").own} className="mt-4" />
      {sets.length === 0 ? (
        <p className="mt-4 text-sm">{t("adminSubcontractors.sets.none")}</p>
      ) : null}
      {sets.map((set) => (
        <div key={set.id} className="mt-6">
          <h3 className="font-semibold text-navy-900">
            {set.name}{" "}
            <span className="font-normal text-slate-600">
              ({t("adminSubcontractors.sets.items", { count: set.items.length })})
            </span>
          </h3>
          {set.items.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t("adminSubcontractors.sets.noItems")}</p>
          ) : (
            <ul
              aria-label={set.name}
              className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200"
            >
              {set.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span className="min-w-0 text-sm">
                    <span className="font-medium">
                      {item.title || labelOf(t, KIND_KEYS, item.kind)}
                    </span>
                    {item.title ? (
                      <span className="text-slate-600"> · {labelOf(t, KIND_KEYS, item.kind)}</span>
                    ) : null}
                  </span>
                  <ConfirmAction
                    label={t("adminSubcontractors.sets.remove")}
                    accessibleLabel={t("adminSubcontractors.sets.removeLabel", {
                      title: item.title || labelOf(t, KIND_KEYS, item.kind),
                    })}
                    question={t("adminSubcontractors.sets.removeQuestion", {
                      title: item.title || labelOf(t, KIND_KEYS, item.kind),
                      set: set.name,
                    })}
                    consequence={t("adminSubcontractors.sets.removeConsequence")}
                    confirmLabel={t("adminSubcontractors.sets.removeConfirm")}
                    intent="remove-item"
                    fields={{ id: item.id }}
                    answerTo="remove"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      <FormAnswer form="set" answer={setForm.own} className="mt-8" />
      <AnswerForm
        answerTo="set"
        answer={setForm.own}
        className="mt-8 flex flex-wrap items-end gap-3"
        noValidate
      >
        <input type="hidden" name="intent" value="create-set" />
        <TextField
          idPrefix="set"
          name="name"
          label={t("adminSubcontractors.sets.name")}
          maxLength={LIMITS.title}
          defaultValue={setForm.values.name ?? ""}
          error={setForm.errors.name}
          className="min-w-60 flex-1"
        />
        <button type="submit" className={buttonClass} disabled={sending}>
          {t("adminSubcontractors.sets.create")}
        </button>
      </AnswerForm>
      {sets.length > 0 ? <RequirementItemForm sets={sets} answer={answer} /> : null}
    </section>
  );
}
