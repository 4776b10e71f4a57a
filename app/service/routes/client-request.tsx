import { data } from "react-router";
import { companyNameFromMatches, seoFromMatches } from "~/company/seo";
import { toAnswer } from "~/forms/answer-target";
import { FormAnswer } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { typedBack } from "~/forms/result";
import { answerHeaders } from "~/http/cache-control";
import { useT } from "~/i18n/I18nContext";
import { ISLANDS_PAGE } from "~/islands/page";
import {
  answerRepeatRequest,
  CLIENT_HEADERS,
  clientRequestView,
  openedBy,
} from "../client-view/client-pages.server";
import {
  buttonClass,
  ClientFrame,
  LinkInvalid,
  privateMeta,
  sectionClass,
  useClientPath,
} from "../components/ClientFrame";
import { RequestFields } from "../components/RequestForm";
import type { Route } from "./+types/client-request";

/**
 * "Request service again" behind a contact's link (docs/service-desk.md#the-clients-view): their
 * sites, found by store number with a plain GET form, and their details filled in; the request
 * becomes a work order as the public form makes a known contact's.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(
    seoFromMatches(matches).t("service.client.request.title"),
    companyNameFromMatches(matches),
  );

export const handle = ISLANDS_PAGE;
export const headers = answerHeaders;
const REQUEST_FORM = "request";

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await clientRequestView(context, request);
  return data({ view }, { status: view ? 200 : 404, headers: CLIENT_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const opened = await openedBy(context, request);
  if (!opened) return data(null, { status: 404, headers: CLIENT_HEADERS });
  const answer = await answerRepeatRequest(context, request, opened);
  return data(answer.result, {
    status: answer.status,
    headers: { ...CLIENT_HEADERS, ...answer.headers },
  });
}

export default function ClientRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const clientPath = useClientPath();
  const { view } = loaderData;
  if (!view) return <LinkInvalid />;
  const answer = actionData ?? undefined;
  const { errors, values } = typedBack(answer);
  const typed = answer?.ok ? {} : values;
  const here = clientPath("/request", view.token, view.search ? { store: view.search } : {});
  return (
    <ClientFrame title={t("service.client.request.title")} subtitle={view.client}>
      <a href={clientPath("", view.token)} className="mt-3 inline-block text-navy-700 underline">
        {t("service.client.back")}
      </a>
      <p className="mt-3 text-slate-700">{t("service.client.request.intro")}</p>
      <form method="get" className={`${sectionClass} flex flex-wrap items-end gap-3`}>
        <input type="hidden" name="token" value={view.token} />
        <TextField
          idPrefix="find"
          name="store"
          label={t("service.client.request.search")}
          defaultValue={view.search}
          maxLength={40}
          inputMode="search"
        />
        <button type="submit" className={buttonClass}>
          {t("service.client.request.searchSubmit")}
        </button>
        {view.search ? (
          <a href={clientPath("/request", view.token)} className="text-navy-700 underline">
            {t("service.client.request.showAll")}
          </a>
        ) : null}
      </form>
      <section aria-labelledby="request-heading" className={sectionClass}>
        <h2 id="request-heading" className="sr-only">
          {t("service.client.request.title")}
        </h2>
        <FormAnswer form={REQUEST_FORM} answer={answer} />
        <form
          method="post"
          action={toAnswer(here, REQUEST_FORM)}
          className="grid gap-4 sm:grid-cols-2"
        >
          <fieldset
            className="sm:col-span-2"
            aria-describedby={errors.siteId ? "site-error" : undefined}
          >
            <legend className="font-semibold text-navy-900">
              {t("service.client.request.site")}
            </legend>
            {errors.siteId ? (
              <p id="site-error" className="mt-1 text-sm font-semibold text-red-700">
                {errors.siteId}
              </p>
            ) : null}
            {view.sites.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("service.client.request.noSites")}</p>
            ) : (
              <ul className="mt-2 max-h-80 space-y-1 overflow-y-auto">
                {view.sites.map((site) => (
                  <li key={site.id}>
                    <label className="flex items-start gap-2 rounded-md p-2 hover:bg-slate-50">
                      <input
                        type="radio"
                        name="siteId"
                        value={site.id}
                        required
                        defaultChecked={typed.siteId === site.id || view.sites.length === 1}
                        className="mt-1"
                      />
                      <span className="break-words text-navy-900">{site.label}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <RequestFields
            values={{ ...view.contact, ...typed }}
            errors={errors}
            idPrefix="request"
          />
          <button type="submit" className={`${buttonClass} sm:col-span-2`}>
            {t("service.form.submit")}
          </button>
        </form>
      </section>
    </ClientFrame>
  );
}
