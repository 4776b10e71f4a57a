import { data } from "react-router";
import { companyNameFromMatches, seoFromMatches } from "~/company/seo";
import { toAnswer } from "~/forms/answer-target";
import { FormAnswer } from "~/forms/FormBanner";
import { TextAreaField } from "~/forms/fields";
import { typedBack } from "~/forms/result";
import { answerHeaders } from "~/http/cache-control";
import { useT } from "~/i18n/I18nContext";
import { ISLANDS_PAGE } from "~/islands/page";
import {
  answerClientOrderPost,
  CLIENT_HEADERS,
  clientOrderView,
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
import { VISIT_LIMITS } from "../service.validation";
import type { Route } from "./+types/client-order";

/**
 * One work order behind a contact's link (docs/service-desk.md#the-clients-view): its due times,
 * details, visit, photos, report, NTE raises, invoice and timeline; a note; the answer to a raise.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privateMeta(
    loaderData?.view?.number ?? seoFromMatches(matches).t("service.client.title"),
    companyNameFromMatches(matches),
  );

export const handle = ISLANDS_PAGE;
export const headers = answerHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await clientOrderView(context, request);
  return data({ view }, { status: view ? 200 : 404, headers: CLIENT_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { intent, status, result, headers } = await answerClientOrderPost(context, request);
  return data({ ...result, intent }, { status, headers: { ...CLIENT_HEADERS, ...headers } });
}

export default function ClientOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const clientPath = useClientPath();
  const { view } = loaderData;
  if (!view) return <LinkInvalid />;
  const here = clientPath("/order", view.token, { number: String(view.sequence) });
  const noteAnswer = actionData?.intent === "note" ? actionData : undefined;
  const raiseAnswer = actionData && actionData.intent !== "note" ? actionData : undefined;
  const { errors, values } = typedBack(noteAnswer);
  return (
    <ClientFrame title={view.number} subtitle={view.site}>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <StatusBadge status={view.status} label={view.statusText} />
        {view.invoice ? (
          <span className="text-sm font-semibold text-emerald-800">{view.invoice.summary}</span>
        ) : null}
      </p>
      <a href={clientPath("", view.token)} className="mt-3 inline-block text-navy-700 underline">
        {t("service.client.back")}
      </a>

      <section aria-labelledby="due-title" className={sectionClass}>
        <h2 id="due-title" className="text-xl font-bold text-navy-900">
          {t("service.client.due")}
        </h2>
        <dl className="mt-3 grid gap-3 md:grid-cols-3">
          {(
            [
              ["respondBy", t("service.client.respondBy")],
              ["onSiteBy", t("service.client.onSiteBy")],
              ["completeBy", t("service.client.completeBy")],
            ] as const
          ).map(([clock, label]) => (
            <div key={clock}>
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="font-semibold text-navy-900">{view.due[clock]}</dd>
            </div>
          ))}
        </dl>
      </section>

      {view.raises.length > 0 ? (
        <section aria-labelledby="raise-title" className={sectionClass}>
          <h2 id="raise-title" className="text-xl font-bold text-navy-900">
            {t("service.client.raiseTitle")}
          </h2>
          <FormAnswer form="raise" answer={raiseAnswer} className="mt-3" />
          <ul className="mt-3 space-y-4">
            {view.raises.map((raise) => (
              <li key={raise.id} className="border-l-2 border-amber-300 pl-3">
                <p className="text-navy-900">{raise.ask}</p>
                <p className="text-slate-700">{raise.reason}</p>
                {raise.pending ? (
                  <form
                    method="post"
                    action={toAnswer(here, "raise")}
                    className="mt-3 flex flex-wrap gap-3"
                  >
                    <input type="hidden" name="raise" value={raise.id} />
                    <button type="submit" name="intent" value="approve" className={buttonClass}>
                      {t("service.client.approve", { amount: raise.amount })}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="decline"
                      className="inline-flex items-center justify-center rounded-md border border-navy-300 bg-white px-4 py-2.5 font-semibold text-navy-900 hover:bg-navy-50"
                    >
                      {t("service.client.decline")}
                    </button>
                  </form>
                ) : (
                  <p className="mt-1 font-semibold text-navy-800">{raise.answer}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="details-title" className={sectionClass}>
        <h2 id="details-title" className="text-xl font-bold text-navy-900">
          {t("service.client.details")}
        </h2>
        <Rows rows={view.details} />
        {view.invoice ? (
          <p className="mt-4 font-semibold text-navy-900">
            {view.invoice.text} ·{" "}
            {view.invoice.paid
              ? t("service.client.invoicePaid")
              : t("service.client.invoiceUnpaid")}
          </p>
        ) : null}
      </section>

      {view.visit.length > 0 || view.report ? (
        <section aria-labelledby="visit-title" className={sectionClass}>
          <h2 id="visit-title" className="text-xl font-bold text-navy-900">
            {t("service.client.visit")}
          </h2>
          <Rows rows={view.visit} />
          {view.report ? (
            <a
              href={`${clientPath("/report.pdf", view.token, { number: String(view.sequence) })}`}
              className={`mt-4 ${buttonClass}`}
            >
              {t("service.client.report")}
            </a>
          ) : null}
        </section>
      ) : null}

      {view.photos.length > 0 ? (
        <section aria-labelledby="photos-title" className={sectionClass}>
          <h2 id="photos-title" className="text-xl font-bold text-navy-900">
            {t("service.client.photos")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {view.photos.map((id, n) => (
              <li key={id}>
                <img
                  src={clientPath("/photo", view.token, {
                    number: String(view.sequence),
                    photo: id,
                  })}
                  alt={t("service.client.photo", { n: String(n + 1), number: view.number })}
                  className="aspect-square w-full rounded-lg object-cover"
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="timeline-title" className={sectionClass}>
        <h2 id="timeline-title" className="text-xl font-bold text-navy-900">
          {t("service.client.timeline")}
        </h2>
        <ol className="mt-3 space-y-3">
          {view.events.map((event) => (
            <li key={event.id} className="border-l-2 border-navy-200 pl-3">
              <p className="text-sm text-slate-600">{event.at}</p>
              <p className="text-navy-900">{event.text}</p>
              {event.note ? (
                <p className="whitespace-pre-line break-words text-slate-800">{event.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
        <h3 className="mt-6 text-lg font-bold text-navy-900">{t("service.client.noteTitle")}</h3>
        <FormAnswer form="note" answer={noteAnswer} className="mt-3" />
        <form method="post" action={toAnswer(here, "note")} className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="note" />
          <TextAreaField
            idPrefix="client"
            name="note"
            label={t("service.client.note")}
            required
            rows={4}
            maxLength={VISIT_LIMITS.note}
            error={errors.note}
            defaultValue={noteAnswer?.ok ? "" : (values.note ?? "")}
          />
          <button type="submit" className={buttonClass}>
            {t("service.client.noteSubmit")}
          </button>
        </form>
      </section>
    </ClientFrame>
  );
}

function Rows({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <dl className="mt-3 grid gap-3 md:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
          <dd className="whitespace-pre-line break-words text-navy-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
