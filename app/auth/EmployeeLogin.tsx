import { LoginForm, type LoginResult } from "./LoginForm";

/** "Welcome New Hire": the employee login shown on the Employee Forms screen. */
export function EmployeeLogin({
  redirectTo,
  result,
}: {
  redirectTo?: string;
  result?: LoginResult;
}) {
  return (
    <section
      aria-labelledby="employee-login-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="employee-login-title" className="text-2xl font-bold tracking-tight text-navy-900">
        Welcome New Hire
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sign in with the e-mail HR invited and the password you set.
      </p>
      <div className="mt-6">
        <LoginForm
          action="/account/login"
          submitLabel="Login"
          redirectTo={redirectTo}
          result={result}
        />
      </div>
      <p className="mt-4 text-center text-sm text-slate-600">
        HR or administrator?{" "}
        <a href="/admin/login" className="font-semibold text-navy-700 underline">
          Admin Login
        </a>
      </p>
    </section>
  );
}
