import { data } from "react-router";
import { AdminShell } from "~/auth/AdminShell";
import { requirePermission } from "~/auth/session.server";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { leadBoardPage, moveBoardCard } from "../board-page.server";
import { LeadBoard } from "../components/LeadBoard";
import type { Route } from "./+types/admin-leads-board";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Lead board", companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

/** The board: one column per stage, the newest cards of each (docs/product.md#the-board). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "leads");
  return leadBoardPage(context);
}

/** A card moved: the stage changes with its timeline entry, then the board reloads. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requirePermission(request, context, "leads");
  const { status, answer } = await moveBoardCard(context, viewer, await request.formData());
  return data(answer, { status });
}

export default function LeadBoardPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminShell title="Lead board" back={{ to: "/admin/leads", label: "Leads" }}>
      <LeadBoard columns={loaderData.columns} answer={actionData} />
    </AdminShell>
  );
}
