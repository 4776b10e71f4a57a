import { useT } from "~/i18n/I18nContext";

/**
 * "Welcome New Hire": the employee login shown on the Employee Forms screen and on its own page.
 * The form is the caller's (a `LoginForm` posting to /account/login): inside the new-hires
 * portal's island it is part of that island, on the login page an island of its own.
 */
export function EmployeeLogin({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <section
      aria-labelledby="employee-login-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="employee-login-title" className="text-2xl font-bold tracking-tight text-navy-900">
        {t("auth.login.welcome")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("auth.login.intro")}</p>
      <div className="mt-6">{children}</div>
      <p className="mt-4 text-center text-sm text-slate-600">
        {t("auth.login.adminPrompt")}{" "}
        <a href="/admin/login" className="font-semibold text-navy-700 underline">
          {t("auth.login.adminLink")}
        </a>
      </p>
    </section>
  );
}
