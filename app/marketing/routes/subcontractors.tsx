import { data } from "react-router";
import { seoFromMatches } from "~/company/seo";
import { ISLANDS_PAGE } from "~/islands/page";
import { pageMeta } from "~/site/seo";
import { SubcontractorPortal } from "~/subcontractors/components/SubcontractorPortal";
import { answerLostLink } from "~/subcontractors/links/lost-link.server";
import { listRequirementSets } from "~/subcontractors/requirements/requirements.server";
import type { Route } from "./+types/subcontractors";

/** Served at /team/subcontractors and its alias /employees/subcontractors. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/team/subcontractors",
    title: seo.t("seo.subcontractors.title", { company: seo.companyName }),
    description: seo.t("seo.subcontractors.description", { company: seo.companyName }),
  });
};

/** The office's current requirement sets, under the portal's four headings. */
export async function loader({ context }: Route.LoaderArgs) {
  return { sets: await listRequirementSets(context.database.db) };
}

/** "Lost your link?" posts here (a plain form: no JavaScript needed). */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await answerLostLink(request, context);
  return data(answer.result, { status: answer.status, headers: answer.headers });
}

export const handle = ISLANDS_PAGE;

export default function SubcontractorsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SubcontractorPortal sets={loaderData.sets} answer={actionData} />;
}
