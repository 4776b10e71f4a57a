import { redirect } from "react-router";
import { AuthCard } from "~/accounts/components/AuthCard";
import { LoginForm } from "~/accounts/components/LoginForm";
import { loginAction, loginPageQuery } from "~/accounts/sign-in/login-action.server";
import { adminHome } from "~/auth/permissions";
import { getViewer } from "~/auth/session.server";
import { companyNameFromMatches } from "~/company/seo";
import { useT } from "~/i18n/I18nContext";
import { LazyIsland } from "~/islands/Island";
import { type IslandsPageHandle, islandsPageWith } from "~/islands/page";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/admin-login";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Admin Login", companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

/**
 * An islands page (docs/decisions/0023): the form is a plain form, hydrated as a lazy island
 * for its checks and busy state, without React Router's client.
 */
export const handle = {
  ...islandsPageWith("loginForm"),
  messages: ["auth"],
} satisfies IslandsPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  // Someone already signed in who may use the admin area goes to their first page of it.
  const home = viewer ? adminHome(viewer) : undefined;
  if (home) throw redirect(home);
  return loginPageQuery(request);
}

export function action({ request, context }: Route.ActionArgs) {
  // A successful admin sign-in names the person's first page; "/admin" finds it otherwise.
  return loginAction(request, context, "admin", "/admin");
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AuthCard title="Admin Login" intro="For HR and administrators.">
      <LazyIsland
        name="loginForm"
        component={LoginForm}
        props={{
          action: "/admin/login",
          submitLabel: "LOGIN",
          redirectTo: loaderData.redirectTo,
          result: actionData,
          notice: loaderData.passwordSet ? t("auth.set.done") : undefined,
        }}
      />
    </AuthCard>
  );
}
