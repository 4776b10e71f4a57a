import { data, Link } from "react-router";
import { useCompany } from "~/company/CompanyContext";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { Island } from "~/islands/Island";
import { ISLANDS_PAGE } from "~/islands/page";
import { privatePageMeta } from "~/layout/page-meta";
import { postLeadForm, sentLeadForm } from "~/leads/forms/forms.server";
import type { Route } from "./+types/trial";

export const meta: Route.MetaFunction = privatePageMeta("forms.trial.pageTitle");

/** The trial's thank-you, shown once after a post without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const sent = sentLeadForm(request, "trial");
  return data({ sent: sent.result }, { headers: sent.headers });
}

/** The trial sign-up of the Software Solutions menu posts here without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return postLeadForm("trial", request, context);
}

export const handle = ISLANDS_PAGE;

/** Where the trial form lands without JavaScript: the answer, and the form again if needed. */
export default function TrialPage({ loaderData, actionData }: Route.ComponentProps) {
  const { phone } = useCompany();
  const t = useT();
  const localPath = useLocalPath();
  return (
    <section className="blueprint-grid bg-navy-900 px-4 pb-24 pt-36">
      <div className="mx-auto max-w-md rounded-2xl bg-navy-800 p-6 text-white shadow-2xl sm:p-8">
        <h1 className="sr-only">{t("forms.trial.pageTitle")}</h1>
        <Island
          name="trialForm"
          props={{ fallback: actionData ?? loaderData.sent ?? undefined, phone: phone.display }}
        />
        <Link
          to={localPath("/features")}
          className="mt-6 inline-block text-sm font-semibold text-accent-300 underline"
        >
          {t("forms.trial.back")}
        </Link>
      </div>
    </section>
  );
}
