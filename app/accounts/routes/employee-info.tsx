import { Mail, MapPin, Phone } from "lucide-react";
import { data, useNavigation } from "react-router";
import { setPersonLanguage } from "~/accounts/accounts.server";
import { primaryButtonClass } from "~/accounts/components/AuthCard";
import { NewPasswordFields } from "~/accounts/components/NewPasswordFields";
import { SignOutButton } from "~/accounts/components/SignOutButton";
import { checkNewPassword } from "~/accounts/passwords/new-password.server";
import { changeOwnPassword } from "~/accounts/passwords/password-change.server";
import { ownLanguageSchema } from "~/accounts/people/people.validation";
import { cookieHeaders } from "~/accounts/sign-in/sign-in.server";
import { passwordErrors, requestLang } from "~/accounts/translate.server";
import { authPolicy } from "~/auth/policy";
import { requireEmployee } from "~/auth/session.server";
import { useCompany } from "~/company/CompanyContext";
import { formatAddress } from "~/company/fixed-facts";
import { officeLabel } from "~/company/office-label";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { SelectField, TextField } from "~/forms/fields";
import { checkFields, formAccepted, formRejected, readTextFields } from "~/forms/form.server";
import { typedBack } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useLang, useT } from "~/i18n/I18nContext";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/languages";
import { privatePageMeta } from "~/layout/page-meta";
import { PageHero } from "~/ui/PageHero";
import type { Route } from "./+types/employee-info";

export const meta: Route.MetaFunction = privatePageMeta("auth.account.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireEmployee(request, context);
  return {
    name: viewer.name,
    email: viewer.email,
    isAdmin: viewer.isAdmin,
    language: viewer.language,
  };
}

/** The page's two forms: the language of the portal and e-mails, or a new password. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireEmployee(request, context);
  const body = await request.formData();
  const lang = requestLang(request);
  const { t } = serverTranslator(lang);
  if (body.get("intent") === "language") {
    const checked = checkFields(ownLanguageSchema, readTextFields(body, ["language"]));
    if (!checked.ok) {
      return data(
        {
          ok: false as const,
          errors: { language: t("auth.account.languageInvalid") },
          values: {},
          intent: "language" as const,
        },
        { status: 400 },
      );
    }
    await setPersonLanguage(context, viewer.id, checked.data.language);
    // The answer speaks the language just chosen: its page comes next.
    const saved = serverTranslator(checked.data.language).t("auth.account.languageSaved");
    return data({ ok: true as const, message: saved, intent: "language" as const });
  }
  const fields = readTextFields(body, ["current", "password", "confirm"]);
  const parsed = await checkNewPassword(fields);
  // Passwords are never sent back: the values typed stay out of the answer.
  if (!parsed.ok) return formRejected(400, { errors: passwordErrors(lang, parsed.errors) });
  // Wrong current passwords count like wrong passwords at sign-in.
  const result = await changeOwnPassword(context, request, viewer, {
    current: fields.current.slice(0, 1024),
    newPassword: parsed.data.password,
  });
  if (!result.ok) {
    const errors = { current: t(result.message) };
    return formRejected(result.status, { errors });
  }
  return formAccepted(t("auth.account.passwordChanged"), {
    headers: cookieHeaders(result.cookies),
  });
}

export default function EmployeeInformation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const savingLanguage = busy && navigation.formData?.get("intent") === "language";
  const { errors } = typedBack(actionData);
  const company = useCompany();
  const t = useT();
  const lang = useLang();
  // Each form's answer beside it: the language's, or the password's.
  const languageAnswer = actionData && "intent" in actionData ? actionData : undefined;
  const passwordAnswer = actionData && !("intent" in actionData) ? actionData : undefined;
  return (
    <>
      <PageHero eyebrow={t("auth.account.eyebrow")} title={t("auth.account.title")} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2">
        <section
          aria-labelledby="account-title"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="account-title" className="text-lg font-semibold text-navy-900">
            {t("auth.account.heading")}
          </h2>
          <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
            <dt className="text-slate-500">{t("auth.account.name")}</dt>
            <dd className="text-navy-900">{loaderData.name}</dd>
            <dt className="text-slate-500">{t("auth.email")}</dt>
            <dd className="text-navy-900">{loaderData.email}</dd>
            <dt className="text-slate-500">{t("auth.account.role")}</dt>
            <dd className="text-navy-900">
              {loaderData.isAdmin ? t("auth.account.administrator") : t("auth.account.employee")}
            </dd>
          </dl>
          <h3 className="mt-8 text-base font-semibold text-navy-900">
            {t("auth.account.language")}
          </h3>
          <AnswerForm
            answerTo="language"
            answer={languageAnswer}
            className="mt-4 flex flex-wrap items-end gap-3"
          >
            <FormAnswer form="language" answer={languageAnswer} className="w-full" />
            <input type="hidden" name="intent" value="language" />
            <SelectField
              idPrefix="account"
              name="language"
              label={t("auth.account.languageLabel")}
              error={errors.language}
              defaultValue={loaderData.language}
              className="min-w-48"
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </SelectField>
            <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`}>
              {savingLanguage ? t("auth.saving") : t("auth.account.saveLanguage")}
            </button>
          </AnswerForm>
          <h3 className="mt-8 text-base font-semibold text-navy-900">
            {t("auth.account.changePassword")}
          </h3>
          <AnswerForm answerTo="password" answer={passwordAnswer} className="mt-4 space-y-4">
            <FormAnswer form="password" answer={passwordAnswer} />
            <TextField
              idPrefix="change-password"
              label={t("auth.account.currentPassword")}
              name="current"
              type="password"
              error={errors.current}
              required
              maxLength={authPolicy.maxPasswordLength}
              autoComplete="current-password"
            />
            <NewPasswordFields
              idPrefix="change-password"
              errors={errors}
              confirmLabel={t("auth.account.confirmNewPassword")}
            />
            <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`}>
              {busy && !savingLanguage ? t("auth.saving") : t("auth.account.changePassword")}
            </button>
          </AnswerForm>
        </section>
        <section aria-labelledby="hr-title" className="rounded-xl bg-navy-900 p-6 text-white">
          <h2 id="hr-title" className="text-lg font-semibold">
            {t("auth.account.hrHeading")}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <Mail className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
              <a href={`mailto:${company.hr.email}`} className="hover:underline">
                {t("auth.account.hrEmail", { email: company.hr.email })}
              </a>
            </li>
            <li className="flex gap-3">
              <Phone className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
              <span>
                {t("auth.account.extension", {
                  phone: company.hr.phone,
                  extension: company.hr.extension,
                })}
              </span>
            </li>
            {company.offices.map((office) => (
              <li key={office.id} className="flex gap-3">
                <MapPin className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
                <span>
                  <span className="font-semibold">{officeLabel(office, lang)}:</span>{" "}
                  {formatAddress(office)}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <SignOutButton className="inline-flex items-center gap-2 rounded-md border border-white/30 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10" />
          </div>
        </section>
      </div>
    </>
  );
}
