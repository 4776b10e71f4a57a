import { redirect } from "react-router";
import type { Route } from "./+types/quote";

/**
 * "Get a Quote" links point here, and the server sends the visitor on to the external quote form
 * configured by QUOTE_FORM_URL: prerendered pages then never carry a build-time copy of it.
 */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(context.settings.quoteFormUrl, 302);
}
