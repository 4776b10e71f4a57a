import { redirect } from "react-router";
import { EmployeeLogin } from "~/accounts/components/EmployeeLogin";
import { LoginForm } from "~/accounts/components/LoginForm";
import { loginAction, loginPageQuery } from "~/accounts/sign-in/login-action.server";
import { getViewer } from "~/auth/session.server";
import { companyNameFromMatches, seoFromMatches } from "~/company/seo";
import { useT } from "~/i18n/I18nContext";
import { LazyIsland } from "~/islands/Island";
import { type IslandsPageHandle, islandsPageWith } from "~/islands/page";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/account-login";

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: pageTitle(
      seoFromMatches(matches).t("auth.login.title"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

/** An islands page, as the admin login (docs/decisions/0023). */
export const handle = {
  ...islandsPageWith("loginForm"),
  messages: ["auth"],
} satisfies IslandsPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getViewer(request, context)) throw redirect("/team/employees/hub");
  return loginPageQuery(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context, "employee", "/team/employees/hub");
}

/** Where the employee login lands when JavaScript is off or the sign-in needs another try. */
export default function EmployeeLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="blueprint-grid flex min-h-[80vh] items-start justify-center bg-navy-900 px-4 pb-20 pt-32 sm:pt-40">
      <div className="w-full max-w-md">
        <h1 className="sr-only">{t("auth.login.title")}</h1>
        <EmployeeLogin>
          <LazyIsland
            name="loginForm"
            component={LoginForm}
            props={{
              action: "/account/login",
              submitLabel: t("auth.login.submit"),
              redirectTo: loaderData.redirectTo,
              result: actionData,
              notice: loaderData.passwordSet ? t("auth.set.done") : undefined,
            }}
          />
        </EmployeeLogin>
      </div>
    </div>
  );
}
