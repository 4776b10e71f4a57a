import { Link } from "react-router";
import { Island } from "~/islands/Island";
import { ISLANDS_PAGE } from "~/islands/page";
import { submitLead } from "~/leads/forms.server";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/trial";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Free Trial") },
  { name: "robots", content: "noindex" },
];

/** The trial sign-up of the Software Solutions menu posts here. */
export function action({ request, context }: Route.ActionArgs) {
  return submitLead.trial(request, context);
}

export const handle = ISLANDS_PAGE;

/** Where the trial form lands without JavaScript: the answer, and the form again if needed. */
export default function TrialPage({ actionData }: Route.ComponentProps) {
  return (
    <section className="blueprint-grid bg-navy-900 px-4 pb-24 pt-36">
      <div className="mx-auto max-w-md rounded-2xl bg-navy-800 p-6 text-white shadow-2xl sm:p-8">
        <h1 className="sr-only">Free Trial</h1>
        <Island name="trialForm" props={{ fallback: actionData }} />
        <Link
          to="/features"
          className="mt-6 inline-block text-sm font-semibold text-accent-300 underline"
        >
          Back to Software Solutions
        </Link>
      </div>
    </section>
  );
}
