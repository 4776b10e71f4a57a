import { toAnswer } from "~/forms/answer-target";
import { FormAnswer } from "~/forms/FormBanner";
import { Field, TextAreaField, TextField } from "~/forms/fields";
import { Honeypot } from "~/forms/Honeypot";
import { type FormResult, fieldProps, typedBack } from "~/forms/result";
import { useT } from "~/i18n/I18nContext";
import { APPLICATION_LIMITS } from "../careers";

/**
 * The application form: a plain multipart form that works without a script (the page is an
 * islands page with no island here). No question about convictions (California's Fair Chance
 * Act). After a refusal it shows what was typed again; a chosen résumé must be chosen again.
 * The hidden bot trap comes first and the résumé last: the server reads the fields in this order
 * and stops at a filled trap before a byte of the file (app/careers/applications.server.ts).
 * `form` names it (its answer's id); `action` is its posting's page.
 */
export function ApplyForm({
  form,
  action,
  result,
}: {
  form: string;
  action: string;
  result?: FormResult;
}) {
  const t = useT();
  const back = typedBack(result);
  const field = fieldProps("apply", back);
  return (
    <section
      aria-labelledby="apply-heading"
      className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="apply-heading" className="text-xl font-bold text-navy-900">
        {t("careers.apply.heading")}
      </h2>
      <FormAnswer form={form} answer={result} className="mt-4" />
      <p className="mt-2 text-sm text-slate-600">{t("careers.apply.intro")}</p>
      <form
        method="post"
        action={toAnswer(action, form)}
        encType="multipart/form-data"
        className="relative mt-4 space-y-4"
      >
        <Honeypot />
        <TextField
          {...field("name")}
          label={t("careers.apply.name")}
          required
          maxLength={APPLICATION_LIMITS.name}
          autoComplete="name"
        />
        <TextField
          {...field("email")}
          type="email"
          label={t("careers.apply.email")}
          required
          maxLength={APPLICATION_LIMITS.email}
          autoComplete="email"
        />
        <TextField
          {...field("phone")}
          type="tel"
          label={t("careers.apply.phone")}
          required
          maxLength={APPLICATION_LIMITS.phone}
          autoComplete="tel"
        />
        <TextField
          {...field("licenses")}
          label={t("careers.apply.licenses")}
          hint={t("careers.apply.licensesHint")}
          optional
          maxLength={APPLICATION_LIMITS.licenses}
        />
        <TextField
          {...field("yearsInTrade")}
          label={t("careers.apply.years")}
          optional
          inputMode="numeric"
          maxLength={2}
        />
        <TextAreaField
          {...field("message")}
          label={t("careers.apply.message")}
          optional
          rows={5}
          maxLength={APPLICATION_LIMITS.message}
        />
        <Field
          idPrefix="apply"
          name="resume"
          label={t("careers.apply.resume")}
          hint={t("careers.apply.resumeHint")}
          error={back.errors.resume}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              className="block w-full text-sm"
            />
          )}
        </Field>
        <button
          type="submit"
          className="w-full rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700"
        >
          {t("careers.apply.submit")}
        </button>
      </form>
    </section>
  );
}
