import { toAnswer } from "~/forms/answer-target";
import { FormAnswer } from "~/forms/FormBanner";
import { Field, inputClass, SelectField, TextAreaField, TextField } from "~/forms/fields";
import { Honeypot } from "~/forms/Honeypot";
import { type FormResult, fieldProps, typedBack } from "~/forms/result";
import { useT } from "~/i18n/I18nContext";
import { REQUEST_LEVELS } from "../service";
import { SERVICE_LIMITS as LIMITS } from "../service.validation";

const LEVEL_KEYS = {
  emergency: "service.level.emergency",
  urgent: "service.level.urgent",
  routine: "service.level.routine",
} as const;

/**
 * The request form: a plain form that works without a script (the page is an islands page
 * with no island). After a refusal it shows what was typed again, each error beside its field.
 * `form` names it (its answer's id, which the address it posts to ends in, docs/decisions/0076);
 * `action` is its page.
 */
export function RequestForm({
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
  const field = fieldProps("service", back);
  return (
    <section
      aria-labelledby="request-heading"
      className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="request-heading" className="text-xl font-bold text-navy-900">
        {t("service.form.heading")}
      </h2>
      <FormAnswer form={form} answer={result} className="mt-4" />
      <form
        method="post"
        encType="multipart/form-data"
        action={toAnswer(action, form)}
        className="relative mt-4 grid gap-4 sm:grid-cols-2"
      >
        <Honeypot />
        <RequestFields
          values={back.values}
          errors={back.errors}
          site={
            <TextField
              {...field("site")}
              label={t("service.form.site")}
              hint={t("service.form.siteHint")}
              required
              maxLength={LIMITS.address}
            />
          }
        />
        {/* Photos of the problem, kept with the work order (docs/service-desk.md#requests). */}
        <Field
          idPrefix="service"
          name="photo"
          label={t("service.form.photos")}
          hint={t("service.form.photosHint")}
          optional
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              className={inputClass}
            />
          )}
        </Field>
        <button
          type="submit"
          className="w-full rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700 sm:col-span-2"
        >
          {t("service.form.submit")}
        </button>
      </form>
    </section>
  );
}

/**
 * The request's fields, for the public form and the client's view alike: who (name, company,
 * e-mail, phone), `site` (the public form's store number; the client's view chooses it apart),
 * and what (trade, priority, what is wrong, where, PO, whom to meet), each with its error and what
 * was typed (`values`).
 */
export function RequestFields({
  values,
  errors,
  site = null,
  idPrefix = "service",
}: {
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  site?: React.ReactNode;
  idPrefix?: string;
}) {
  const t = useT();
  const field = fieldProps(idPrefix, { errors, values });
  return (
    <>
      <TextField
        {...field("name")}
        label={t("service.form.name")}
        required
        maxLength={LIMITS.name}
        autoComplete="name"
      />
      <TextField
        {...field("company")}
        label={t("service.form.company")}
        required
        maxLength={LIMITS.name}
        autoComplete="organization"
      />
      <TextField
        {...field("email")}
        type="email"
        label={t("service.form.email")}
        required
        maxLength={LIMITS.email}
        autoComplete="email"
      />
      <TextField
        {...field("phone")}
        type="tel"
        label={t("service.form.phone")}
        required
        maxLength={LIMITS.phone}
        autoComplete="tel"
      />
      {site}
      <TextField
        {...field("trade")}
        label={t("service.form.trade")}
        hint={t("service.form.tradeHint")}
        required
        maxLength={LIMITS.trade}
      />
      <SelectField
        {...field("priority")}
        defaultValue={values.priority ?? "routine"}
        label={t("service.form.priority")}
        required
        className="sm:col-span-2"
      >
        {REQUEST_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(LEVEL_KEYS[level])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        {...field("description")}
        label={t("service.form.description")}
        required
        rows={5}
        maxLength={LIMITS.description}
        className="sm:col-span-2"
      />
      <TextField
        {...field("location")}
        label={t("service.form.location")}
        hint={t("service.form.locationHint")}
        optional
        maxLength={LIMITS.location}
      />
      <TextField {...field("po")} label={t("service.form.po")} optional maxLength={LIMITS.po} />
      <TextField
        {...field("meet")}
        label={t("service.form.meet")}
        optional
        maxLength={LIMITS.meet}
        className="sm:col-span-2"
      />
    </>
  );
}
