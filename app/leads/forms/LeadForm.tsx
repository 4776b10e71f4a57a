import type { FormEvent, ReactNode } from "react";
import { EmailField } from "~/forms/EmailField";
import { TextField } from "~/forms/fields";
import { Honeypot } from "~/forms/Honeypot";
import type { FieldErrors, FormValues } from "~/forms/result";
import { useT } from "~/i18n/I18nContext";
import { LIMITS } from "./form-bounds";
import { LanguageField } from "./LanguageField";

/**
 * A public lead form's frame: a plain POST to its page (which answers without JavaScript), the
 * honeypot and the page's language beside the fields the form shows.
 */
export function LeadForm({
  action,
  onSubmit,
  className,
  children,
}: {
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} onSubmit={onSubmit} className={className}>
      <Honeypot />
      <LanguageField />
      {children}
    </form>
  );
}

/**
 * Who writes, as every lead form asks it: name, e-mail and phone, in the form's grid. The phone
 * is required where the office calls back (pricing, certificates), optional on Contact Us.
 */
export function LeadPersonFields({
  idPrefix,
  errors,
  values,
  phoneRequired,
  nameClassName,
  phoneClassName,
}: {
  idPrefix: string;
  errors: FieldErrors;
  values: FormValues;
  phoneRequired: boolean;
  nameClassName?: string;
  phoneClassName?: string;
}) {
  const t = useT();
  return (
    <>
      <TextField
        idPrefix={idPrefix}
        label={t("forms.name")}
        name="name"
        error={errors.name}
        className={nameClassName}
        required
        maxLength={LIMITS.name}
        autoComplete="name"
        defaultValue={values.name}
      />
      <EmailField
        idPrefix={idPrefix}
        error={errors.email}
        required
        autoComplete="email"
        defaultValue={values.email}
      />
      <TextField
        idPrefix={idPrefix}
        label={t("forms.phone")}
        name="phone"
        type="tel"
        error={errors.phone}
        className={phoneClassName}
        required={phoneRequired}
        optional={!phoneRequired}
        maxLength={LIMITS.phone}
        autoComplete="tel"
        defaultValue={values.phone}
      />
    </>
  );
}
