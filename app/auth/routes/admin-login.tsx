import { redirect } from "react-router";
import { AuthCard } from "~/auth/AuthCard";
import { LoginForm } from "~/auth/LoginForm";
import { loginAction } from "~/auth/login-action.server";
import { getViewer } from "~/auth/session.server";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/admin-login";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Admin Login") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  if (viewer?.isAdmin) throw redirect("/admin/progress");
  return { redirectTo: new URL(request.url).searchParams.get("redirectTo") ?? undefined };
}

export function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context, "admin", "/admin/progress");
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Admin Login" intro="For HR and administrators.">
      <LoginForm
        action="/admin/login"
        submitLabel="LOGIN"
        redirectTo={loaderData.redirectTo}
        result={actionData}
      />
    </AuthCard>
  );
}
