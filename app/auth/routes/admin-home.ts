import { redirect, redirectDocument } from "react-router";
import { adminHome } from "~/auth/permissions";
import { getViewer } from "~/auth/session.server";
import { privateAnswer } from "~/http/cache-control";
import type { Route } from "./+types/admin-home";

/**
 * `/admin`, the admin area's address: the person's first admin page (the leads for lead access,
 * `adminHome`); the admin login for a visitor; a signed-in person with no admin page goes to
 * their own place, as `/dashboard` sends them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  // The login and the employees' pages are islands pages (docs/decisions/0009): documents.
  if (!viewer) throw redirectDocument("/admin/login", { headers: privateAnswer });
  const home = adminHome(viewer);
  if (!home) throw redirectDocument("/team/employees/hub", { headers: privateAnswer });
  throw redirect(home, { headers: privateAnswer });
}
