import { data } from "react-router";
import { useCompany } from "~/company/CompanyContext";
import { seoFromMatches } from "~/company/seo";
import { answerFormPost, sentFormMessage } from "~/forms/answer.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { langOfPath, pathIn } from "~/i18n/languages";
import { ISLANDS_PAGE } from "~/islands/page";
import { pageMeta } from "~/site/seo";
import { PageHero } from "~/ui/PageHero";
import { receiveServiceRequest } from "../client-view/requests.server";
import { RequestForm } from "../components/RequestForm";
import type { Route } from "./+types/service";

const REQUEST_FORM = "service-request";

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/service",
    title: seo.t("service.title"),
    description: seo.t("service.metaDescription", { company: seo.companyName }),
  });
};

/** The request's success, shown once after the post (Post/Redirect/Get, docs/decisions/0038). */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const sent = sentFormMessage(request, REQUEST_FORM, () =>
    serverTranslator(lang).t("service.success", {
      phone: context.company.facts().emergencyPhone.display,
    }),
  );
  return data({ sent: sent.result }, { headers: sent.headers });
}

/** The request form posts here, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await receiveServiceRequest(request, context);
  const lang = langOfPath(new URL(request.url).pathname);
  return answerFormPost(request, answer, { form: REQUEST_FORM, page: pathIn(lang, "/service") });
}

export const handle = ISLANDS_PAGE;

export default function ServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const company = useCompany();
  return (
    <>
      <PageHero title={t("service.title")}>
        <p className="mt-4 max-w-3xl text-lg text-navy-100">{t("service.intro")}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[20rem_1fr]">
        <aside
          aria-labelledby="emergency-heading"
          className="h-fit rounded-2xl border border-red-200 bg-red-50 p-6"
        >
          <h2 id="emergency-heading" className="text-lg font-bold text-red-900">
            {t("service.emergency.title")}
          </h2>
          <p className="mt-2 text-sm text-red-900">{t("service.emergency.text")}</p>
          <a
            href={`tel:${company.emergencyPhone.tel}`}
            className="mt-3 inline-block text-2xl font-bold text-red-900 underline"
          >
            {company.emergencyPhone.display}
          </a>
        </aside>
        <RequestForm
          form={REQUEST_FORM}
          action={localPath("/service")}
          result={actionData ?? loaderData.sent ?? undefined}
        />
      </div>
    </>
  );
}
