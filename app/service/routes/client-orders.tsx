import { data } from "react-router";
import { companyNameFromMatches, seoFromMatches } from "~/company/seo";
import { toAnswer } from "~/forms/answer-target";
import { FormAnswer } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { Honeypot } from "~/forms/Honeypot";
import { typedBack } from "~/forms/result";
import { answerHeaders } from "~/http/cache-control";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { ISLANDS_PAGE } from "~/islands/page";
import {
  answerLostContactLink,
  CLIENT_HEADERS,
  clientListView,
} from "../client-view/client-pages.server";
import {
  buttonClass,
  ClientFrame,
  LinkInvalid,
  privateMeta,
  sectionClass,
  useClientPath,
} from "../components/ClientFrame";
import { StatusBadge } from "../components/StatusBadge";
import { SERVICE_LIMITS } from "../service.validation";
import type { Route } from "./+types/client-orders";

/**
 * The client's view (docs/service-desk.md#the-clients-view): a contact's work orders, opened by
 * their personal link; without a working link, "Lost your link?".
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(seoFromMatches(matches).t("service.client.title"), companyNameFromMatches(matches));

export const handle = ISLANDS_PAGE;
export const headers = answerHeaders;
const LOST_FORM = "lost-link";

export async function loader({ request, context }: Route.LoaderArgs) {
  const hasToken = new URL(request.url).searchParams.has("token");
  const view = await clientListView(context, request);
  return data(
    { view, hasToken },
    { status: view || !hasToken ? 200 : 404, headers: CLIENT_HEADERS },
  );
}

/** "Lost your link?": the same answer whether the address is a contact's or not. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await answerLostContactLink(context, request);
  return data(answer.result, {
    status: answer.status,
    headers: { ...CLIENT_HEADERS, ...answer.headers },
  });
}

function LostLink({ answer }: { answer?: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const localPath = useLocalPath();
  const { errors, values } = typedBack(answer);
  return (
    <section id="lost-link" aria-labelledby="lost-title" className={sectionClass}>
      <h2 id="lost-title" className="text-xl font-bold text-navy-900">
        {t("service.client.lostTitle")}
      </h2>
      <p className="mt-2 text-slate-700">{t("service.client.lostIntro")}</p>
      <FormAnswer form={LOST_FORM} answer={answer} className="mt-4" />
      <form
        method="post"
        action={toAnswer(localPath("/service/orders"), LOST_FORM)}
        className="relative mt-4 flex flex-wrap items-end gap-3"
      >
        <Honeypot />
        <TextField
          idPrefix="lost"
          name="email"
          type="email"
          label={t("service.client.lostEmail")}
          required
          maxLength={SERVICE_LIMITS.email}
          autoComplete="email"
          error={errors.email}
          defaultValue={values.email ?? ""}
        />
        <button type="submit" className={buttonClass}>
          {t("service.client.lostSubmit")}
        </button>
      </form>
    </section>
  );
}

export default function ClientOrders({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const clientPath = useClientPath();
  const { view, hasToken } = loaderData;
  if (!view) {
    return hasToken ? (
      <LinkInvalid />
    ) : (
      <ClientFrame title={t("service.client.title")}>
        <LostLink answer={actionData} />
      </ClientFrame>
    );
  }
  return (
    <ClientFrame
      title={t("service.client.title")}
      subtitle={t("service.client.for", { client: view.client, name: view.name })}
    >
      <p className="mt-3 text-slate-600">{t("service.client.intro")}</p>
      <a href={clientPath("/request", view.token)} className={`mt-4 ${buttonClass}`}>
        {t("service.client.requestAgain")}
      </a>
      {view.orders.length === 0 ? (
        view.page === 1 ? (
          <p className="mt-6 text-slate-700">{t("service.client.empty")}</p>
        ) : null
      ) : (
        <ul className="order-cards">
          {view.orders.map((order) => (
            <li key={order.number}>
              <div className="flex flex-wrap items-center gap-3">
                <a
                  href={clientPath("/order", view.token, { number: String(order.sequence) })}
                  className="text-lg font-bold text-navy-900 underline"
                  aria-label={t("service.client.open", { number: order.number })}
                >
                  {order.number}
                </a>
                <StatusBadge status={order.status} label={order.statusText} />
                {order.invoice ? (
                  <span className="text-sm font-semibold text-emerald-800">
                    {order.invoice.summary}
                  </span>
                ) : null}
              </div>
              <p className="mt-1 text-navy-800">{order.site}</p>
              <dl className="order-facts">
                <Item label={t("service.client.priority")} value={order.priority} />
                <Item
                  label={t("service.client.po")}
                  value={order.po || t("service.client.none")}
                  alert={order.poMissing}
                />
                <Item label={t("service.client.nte")} value={order.nte} />
                <Item label={t("service.client.respondBy")} value={order.due.respondBy} />
                <Item label={t("service.client.onSiteBy")} value={order.due.onSiteBy} />
                <Item label={t("service.client.completeBy")} value={order.due.completeBy} />
              </dl>
            </li>
          ))}
        </ul>
      )}
      <ListPages page={view.page} hasOlder={view.hasOlder} token={view.token} />
    </ClientFrame>
  );
}

/** Links to the newer and older pages of the list, when there are any: links, so no script is needed. */
function ListPages({ page, hasOlder, token }: { page: number; hasOlder: boolean; token: string }) {
  const t = useT();
  const clientPath = useClientPath();
  if (page === 1 && !hasOlder) return null;
  const pageLink = (to: number) => clientPath("", token, to === 1 ? {} : { page: String(to) });
  return (
    <nav aria-label={t("service.client.pages")} className="mt-6 flex flex-wrap gap-3">
      {page > 1 ? (
        <a href={pageLink(page - 1)} rel="prev" className={buttonClass}>
          {t("service.client.newer")}
        </a>
      ) : null}
      {hasOlder ? (
        <a href={pageLink(page + 1)} rel="next" className={buttonClass}>
          {t("service.client.older")}
        </a>
      ) : null}
    </nav>
  );
}

/** One fact of a card, styled by its place in `.order-facts` (app/app.css): fifty cards a page. */
function Item({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={alert ? "fact-alert" : undefined}>{value}</dd>
    </div>
  );
}
