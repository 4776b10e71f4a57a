import { redirect } from "react-router";
import { getViewer } from "~/auth/session.server";
import type { Route } from "./+types/dashboard";

/** Sends each person to their own place. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  if (!viewer) throw redirect("/team/employees");
  throw redirect(viewer.isAdmin ? "/admin/progress" : "/team/employees/hub");
}
