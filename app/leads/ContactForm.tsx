import { EmailField } from "~/forms/EmailField";
import { FormBanner } from "~/forms/FormBanner";
import { TextAreaField, TextField } from "~/forms/fields";
import type { FormResult } from "~/forms/result";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { Honeypot } from "./Honeypot";
import { LanguageField } from "./LanguageField";
import { LIMITS } from "./limits";
import { useLeadForm } from "./useLeadForm";

/**
 * The Contact Us form of the home page; works as a plain form without JavaScript. `phone`: the
 * profile's main phone, named when the message cannot be sent.
 */
export function ContactForm({ fallback, phone }: { fallback?: FormResult; phone: string }) {
  const { onSubmit, busy, banner, errors, values } = useLeadForm("contact", fallback, phone);
  const t = useT();
  const field = { idPrefix: "contact" };
  return (
    <form
      method="post"
      action={`${useLocalPath()("/")}?index`}
      onSubmit={onSubmit}
      className="relative space-y-5"
    >
      <Honeypot />
      <LanguageField />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field}
          label={t("forms.name")}
          name="name"
          error={errors.name}
          required
          maxLength={LIMITS.name}
          autoComplete="name"
          defaultValue={values.name}
        />
        <EmailField
          {...field}
          error={errors.email}
          required
          autoComplete="email"
          defaultValue={values.email}
        />
      </div>
      <TextField
        {...field}
        label={t("forms.phone")}
        name="phone"
        type="tel"
        optional
        error={errors.phone}
        maxLength={LIMITS.phone}
        autoComplete="tel"
        defaultValue={values.phone}
      />
      <TextAreaField
        {...field}
        label={t("forms.message")}
        name="message"
        error={errors.message}
        required
        rows={5}
        maxLength={LIMITS.message}
        defaultValue={values.message}
      />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center rounded-md bg-navy-800 px-6 py-3 font-semibold text-white hover:bg-navy-700 disabled:opacity-70 sm:w-auto"
      >
        {busy ? t("forms.sending") : t("forms.contact.submit")}
      </button>
      <FormBanner banner={banner} />
    </form>
  );
}
