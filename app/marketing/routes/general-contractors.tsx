import { data } from "react-router";
import { credentialsView } from "~/company/credentials/credentials-view";
import { companyFromMatches, localBusinessJsonLd, seoFromMatches } from "~/company/seo";
import { LazyIsland } from "~/islands/Island";
import { islandsPageWith } from "~/islands/page";
import { CoiForm } from "~/leads/forms/CoiForm";
import { postLeadForm, sentLeadForm } from "~/leads/forms/forms.server";
import { CredentialsPage } from "~/marketing/CredentialsPage";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/general-contractors";

/**
 * The credentials page, served at /team/general-contractors and its alias /employees/gcs: the
 * company's W-9, DIR registration, insurance and remittance address from the profile, with its
 * identifiers in the JSON-LD for search engines and buyers.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/team/general-contractors",
    title: seo.t("seo.generalContractors.title", { company: seo.companyName }),
    description: seo.t("seo.generalContractors.description", { company: seo.companyName }),
    jsonLd: [localBusinessJsonLd(seo.origin, companyFromMatches(matches), seo.translator)],
  });
};

/**
 * What the page shows of the profile today (expired items are left out), and the certificate
 * request's success (naming the project and the date), shown once after a post without
 * JavaScript.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const sent = sentLeadForm(request, "coi", context);
  return data(
    { ...credentialsView(context.company.current().profile), sent: sent.result },
    { headers: sent.headers },
  );
}

/** The certificate-of-insurance request posts here without JavaScript (Post/Redirect/Get). */
export function action({ request, context }: Route.ActionArgs) {
  return postLeadForm("coi", request, context);
}

export const handle = islandsPageWith("coiForm");

export default function GeneralContractorsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CredentialsPage
      view={loaderData}
      coiForm={
        <LazyIsland
          name="coiForm"
          component={CoiForm}
          props={{
            fallback: actionData ?? loaderData.sent ?? undefined,
            phone: loaderData.phone.display,
          }}
        />
      }
    />
  );
}
