import { redirect, redirectDocument } from "react-router";
import { adminHome } from "~/auth/permissions";
import { getViewer } from "~/auth/session.server";
import { privateAnswer } from "~/http/cache-control";
import type { Route } from "./+types/dashboard";

/** Sends each person to their own place. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  // An islands page (docs/decisions/0009): loaded as a document, not rendered by the router.
  if (!viewer) throw redirectDocument("/team/employees");
  // Where the visitor goes depends on who they are: no cache may keep it.
  throw redirect(adminHome(viewer) ?? "/team/employees/hub", {
    headers: privateAnswer,
  });
}
