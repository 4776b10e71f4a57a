import { toAnswer } from "~/forms/answer-target";
import { FormBanner } from "~/forms/FormBanner";
import { TextAreaField } from "~/forms/fields";
import type { FormResult } from "~/forms/result";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { LIMITS } from "./form-bounds";
import { LeadForm, LeadPersonFields } from "./LeadForm";
import { OFFICE_FIELD } from "./lead-forms";
import { useLeadForm } from "./useLeadForm";

/**
 * The Contact Us form of the home page and of each office's page; works as a plain form without
 * JavaScript. `phone`: the profile's main phone (or the office's), named when the message cannot
 * be sent. `office`: the office page's slug, which the lead keeps; the form posts to that page.
 * `page`: another page that shows the form (a project's), which it posts to; `message`: what the
 * message starts with there (the project named).
 */
export function ContactForm({
  fallback,
  phone,
  office,
  page,
  message,
}: {
  fallback?: FormResult;
  phone: string;
  office?: { slug: string; path: string };
  page?: string;
  message?: string;
}) {
  const { onSubmit, busy, banner, errors, values } = useLeadForm("contact", fallback, phone);
  const t = useT();
  const localPath = useLocalPath();
  const field = { idPrefix: "contact" };
  return (
    <LeadForm
      action={toAnswer(
        localPath(office?.path ?? page ?? "/") + (office || page ? "" : "?index"),
        "contact",
      )}
      onSubmit={onSubmit}
      className="relative space-y-5"
    >
      {office ? <input type="hidden" name={OFFICE_FIELD} value={office.slug} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <LeadPersonFields
          {...field}
          errors={errors}
          values={values}
          phoneRequired={false}
          phoneClassName="sm:col-span-2"
        />
      </div>
      <TextAreaField
        {...field}
        label={t("forms.message")}
        name="message"
        error={errors.message}
        required
        rows={5}
        maxLength={LIMITS.message}
        defaultValue={values.message ?? message}
      />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center rounded-md bg-navy-800 px-6 py-3 font-semibold text-white hover:bg-navy-700 disabled:opacity-70 sm:w-auto"
      >
        {busy ? t("forms.sending") : t("forms.contact.submit")}
      </button>
      <FormBanner banner={banner} form="contact" />
    </LeadForm>
  );
}
