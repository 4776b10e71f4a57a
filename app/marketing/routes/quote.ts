import { redirect } from "react-router";
import type { Route } from "./+types/quote";

/**
 * "Get a Quote" links point here, and the server sends the visitor on to the external quote form
 * of the company profile (edited at /admin/company): kept pages never carry a copy of it.
 */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(context.company.facts().quoteFormUrl, 302);
}
