import { company } from "~/company/fixed-facts";
import { answerId, toAnswer } from "~/forms/answer-target";
import { answerFocus } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { Honeypot } from "~/forms/Honeypot";
import type { FormResult } from "~/forms/result";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { LIMITS } from "./form-bounds";
import { LanguageField } from "./LanguageField";
import { useLeadForm } from "./useLeadForm";

/**
 * The free-trial sign-up of the Software Solutions menu; a plain form without JavaScript. Its
 * message stays until the next answer. `idPrefix` names its fields' ids: the menu's form and the
 * /leads/trial page's can be on one page. `phone`: the profile's main phone, named when the
 * sign-up cannot be sent.
 */
export function TrialForm({
  fallback,
  idPrefix = "trial",
  phone,
}: {
  fallback?: FormResult;
  idPrefix?: string;
  phone: string;
}) {
  const { onSubmit, busy, result, errors, values } = useLeadForm("trial", fallback, phone);
  const message = result?.message ?? "";
  const t = useT();
  return (
    <form
      method="post"
      // The page of /leads/trial shows a refusal in its own form, named "trial".
      action={toAnswer(useLocalPath()("/leads/trial"), "trial")}
      className="relative space-y-3"
      onSubmit={onSubmit}
    >
      <h2 className="text-base font-semibold">{t("forms.trial.heading")}</h2>
      <p className="text-sm text-navy-200">
        {t("forms.trial.intro", { software: company.software.name })}
      </p>
      <Honeypot />
      <LanguageField />
      <TextField
        idPrefix={idPrefix}
        tone="dark"
        label={t("forms.name")}
        name="name"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        error={errors.name}
        defaultValue={values.name}
      />
      <TextField
        idPrefix={idPrefix}
        tone="dark"
        label={t("forms.email")}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        error={errors.email}
        defaultValue={values.email}
      />
      {/* Busy, not disabled: disabling the focused button blurs it, and the blur closes the
          hover menu around this form before its answer can be read. */}
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className="w-full rounded-md bg-accent-400 px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-accent-300 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {busy ? t("forms.sending") : t("forms.trial.submit")}
      </button>
      {/* Only the thank-you is good news: any other message shows in red. */}
      <p
        role="status"
        aria-live="polite"
        className={`text-sm ${result?.ok ? "text-emerald-300" : "text-red-300"}`}
      >
        {message ? (
          <span
            key={message}
            id={answerId(idPrefix)}
            {...answerFocus}
            className="block scroll-my-24 outline-offset-2"
          >
            {message}
          </span>
        ) : null}
      </p>
    </form>
  );
}
