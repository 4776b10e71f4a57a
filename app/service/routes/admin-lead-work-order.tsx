import { data, Link } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { CheckboxField, SelectField, TextField } from "~/forms/fields";
import { AdminShell } from "~/layout/AdminShell";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { leadOrderTexts as text } from "../admin-texts";
import { answerLeadOrder, type LeadOrderAnswer, leadOrderPage } from "../lead-order-page.server";
import { SERVICE_LIMITS as LIMITS } from "../service.validation";
import type { Route } from "./+types/admin-lead-work-order";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(text.title, companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

/** A service request lead made a work order (docs/service-desk.md#from-a-lead). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, "service");
  const page = await leadOrderPage(context, params.leadId);
  if (!page) throw data(text.notFound, { status: 404 });
  return page;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requirePermission(request, context, "service");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<LeadOrderAnswer>({ ok: false, message: text.fix, status: 400 }, { status: 400 });
  }
  const answer = await answerLeadOrder(context, viewer, params.leadId, form);
  return data(answer, { status: answer.status });
}

const FORM = "work-order";

const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800";

export default function LeadWorkOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, request, clients, made, first } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const field = (name: keyof typeof first) => ({
    idPrefix: "order",
    name,
    defaultValue: refused?.values?.[name] ?? first[name],
    error: refused?.errors?.[name],
  });
  return (
    <AdminShell title={text.title} back={{ to: `/admin/leads/${lead.id}`, label: text.back }}>
      <FormAnswer form={FORM} answer={actionData} className="mb-4" />
      {made ? (
        <p className="mb-6 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <Link to={`/admin/work-orders/${made.id}`} className="font-semibold underline">
            {text.open(made.number)}
          </Link>
        </p>
      ) : null}
      <section
        aria-labelledby="request-title"
        className="mb-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="request-title" className="text-lg font-bold text-navy-900">
          {text.request}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {[
            ["Requester", `${request.name} · ${request.email} · ${request.phone}`],
            ["Received", lead.received],
            ["Company", request.company],
            ["Store or site", request.site],
            ["Trade or category", request.trade],
            ["Priority", request.priority],
            ["What is wrong", request.description],
            ["PO", request.po || "—"],
          ].map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="break-words text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {made ? null : (
        <section
          aria-labelledby="make-title"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="make-title" className="text-lg font-bold text-navy-900">
            {text.action}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
          <AnswerForm
            answerTo={FORM}
            answer={actionData}
            className="mt-4 grid gap-4 md:grid-cols-2"
            noValidate
          >
            <SelectField {...field("client")} label={text.client}>
              <option value="">{text.newClient}</option>
              {clients.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.name}
                </option>
              ))}
            </SelectField>
            <TextField
              {...field("clientName")}
              label={text.clientName}
              hint={text.clientNameHint}
              maxLength={LIMITS.name}
            />
            <p className="text-sm text-slate-600 md:col-span-2">{text.siteHint}</p>
            <TextField
              {...field("siteNumber")}
              label={text.siteNumber}
              maxLength={LIMITS.siteNumber}
            />
            <TextField {...field("siteName")} label={text.siteName} maxLength={LIMITS.name} />
            <TextField
              {...field("siteAddress")}
              label={text.siteAddress}
              maxLength={LIMITS.address}
            />
            <TextField {...field("timeZone")} label={text.timeZone} maxLength={LIMITS.timeZone} />
            <CheckboxField
              idPrefix="order"
              name="addContact"
              label={text.addContact}
              defaultChecked={(refused?.values?.addContact ?? first.addContact) === "on"}
              className="md:col-span-2"
            />
            <div className="md:col-span-2">
              <button type="submit" className={buttonClass}>
                {text.submit}
              </button>
            </div>
          </AnswerForm>
        </section>
      )}
    </AdminShell>
  );
}
