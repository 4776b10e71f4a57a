import { data } from "react-router";
import { submitLead } from "~/leads/forms.server";
import { isLeadFormName } from "~/leads/lead-forms";
import type { Route } from "./+types/api-submit";

/** The lead forms' scripts post here and read the answer as JSON (app/leads/useLeadForm.ts). */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isLeadFormName(params.form)) throw data("There is no such form.", { status: 404 });
  const answer = await submitLead[params.form](request, context);
  return Response.json(answer.data, answer.init ?? undefined);
}
