import { useState } from "react";
import { FILE_KINDS } from "~/files/kinds";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { Field, inputClass, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import { PHOTO_FORM_NAME } from "../page-forms";

/**
 * The photos' upload form: one or several photos at once. With one chosen (or before the page's
 * script runs) one alt text describes it; with several, each gets its own field (`alt.<n>`, in
 * the order chosen), which the server reads for the n-th file (app/projects/admin.server.ts).
 * Its answer is in it, where it posts to (docs/decisions/0076).
 */
export function PhotoUploadForm({
  banner,
}: {
  banner?: { ok: boolean; message: string; alt: string };
}) {
  const t = useT();
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <AnswerForm
      answerTo={PHOTO_FORM_NAME}
      answer={banner}
      action="?upload=photo"
      encType="multipart/form-data"
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 p-4"
    >
      <FormAnswer form={PHOTO_FORM_NAME} answer={banner} className="" />
      <Field
        idPrefix="photo"
        name="photo"
        label={t("adminProjects.photoFile")}
        hint={`${FILE_KINDS["project-photo"].accepts}. ${t("adminProjects.photoFileHint")}`}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) =>
              setChosen(Array.from(event.currentTarget.files ?? [], (file) => file.name))
            }
            className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-navy-800 file:px-3 file:py-1 file:text-white`}
          />
        )}
      </Field>
      {chosen.length > 1 ? (
        chosen.map((name, n) => (
          <TextField
            // The same name may be chosen twice (from two folders): the place keeps them apart.
            key={`${n}:${name}`}
            idPrefix="photo"
            name={`alt.${n}`}
            label={t("adminProjects.altTextOf", { name })}
            maxLength={200}
          />
        ))
      ) : (
        <TextField
          idPrefix="photo"
          name="alt"
          label={t("adminProjects.altText")}
          hint={t("adminProjects.altTextEach")}
          maxLength={200}
          defaultValue={banner?.alt ?? ""}
        />
      )}
      <div>
        <button
          type="submit"
          className="rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
        >
          {t("adminProjects.upload")}
        </button>
      </div>
    </AnswerForm>
  );
}
