import { data } from "react-router";
import { postLeadFormJson } from "~/leads/forms/forms.server";
import { isLeadFormName } from "~/leads/forms/lead-forms";
import type { Route } from "./+types/api-submit";

/**
 * The lead forms' scripts post here and read the answer as JSON (app/leads/forms/useLeadForm.ts): the
 * same function as the forms' page actions, answered as data (docs/decisions/0038).
 */
export function action({ request, context, params }: Route.ActionArgs) {
  if (!isLeadFormName(params.form)) throw data("There is no such form.", { status: 404 });
  return postLeadFormJson(params.form, request, context);
}
