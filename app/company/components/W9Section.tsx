import { FILE_KINDS } from "~/files/kinds";
import { AnswerForm } from "~/forms/AnswerForm";
import { ConfirmAction } from "~/forms/ConfirmAction";
import { FormAnswer } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { RichText, useT } from "~/i18n/I18nContext";
import type { CurrentW9, W9FormAnswer } from "../profile-page/admin.server";
import { PdfField } from "./PdfField";

/**
 * The W-9: its own form (a file is streamed to the files module, apart from the profile's
 * fields), offered for download on the credentials page with its tax year.
 */
export function W9Section({
  current,
  answer,
  busy,
}: {
  current: CurrentW9 | null;
  answer?: W9FormAnswer;
  busy: boolean;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="w9-title"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="w9-title" className="text-lg font-semibold text-navy-900">
        {t("adminCompany.w9.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {current ? (
          <RichText
            k="adminCompany.w9.current"
            values={{ taxYear: current.taxYear }}
            tags={{
              file: () => (
                <a href={current.url} className="font-semibold text-navy-800 underline">
                  {current.name}
                </a>
              ),
            }}
          />
        ) : (
          t("adminCompany.w9.none")
        )}
      </p>
      <FormAnswer form="w9" answer={answer} className="mt-4" />
      <AnswerForm
        answerTo="w9"
        answer={answer}
        action="?upload=w9"
        encType="multipart/form-data"
        noValidate
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        <PdfField
          name="w9"
          label={t("adminCompany.w9.file")}
          hint={t("adminCompany.w9.fileHint", { accepts: FILE_KINDS["company-w9"].accepts })}
          error={answer?.errors.w9}
          optional
        />
        <TextField
          idPrefix="company"
          name="taxYear"
          label={t("adminCompany.w9.taxYear")}
          inputMode="numeric"
          maxLength={4}
          error={answer?.errors.taxYear}
          defaultValue={answer?.taxYear ?? String(new Date().getFullYear())}
        />
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button
            type="submit"
            name="w9Intent"
            value="upload"
            disabled={busy}
            className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            {t("adminCompany.w9.upload")}
          </button>
        </div>
      </AnswerForm>
      {current ? (
        <div className="mt-4">
          <ConfirmAction
            label={t("adminCompany.w9.remove")}
            question={t("adminCompany.w9.removeQuestion")}
            consequence={t("adminCompany.w9.removeConsequence", { taxYear: current.taxYear })}
            confirmLabel={t("adminCompany.w9.removeConfirm")}
            fields={{ w9Intent: "remove" }}
            action="?upload=w9"
            encType="multipart/form-data"
            answerTo="w9"
            answer={answer}
          />
        </div>
      ) : null}
    </section>
  );
}
