import { data, Link } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { buttonClass, CheckboxField, SelectField, TextField } from "~/forms/fields";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import {
  answerLeadOrder,
  type LeadOrderAnswer,
  leadOrderPage,
} from "../desk/lead-order-page.server";
import { SERVICE_LIMITS as LIMITS } from "../service.validation";
import type { Route } from "./+types/admin-lead-work-order";

export const meta: Route.MetaFunction = privatePageMeta("adminService.leadOrder.title");

/** A service request lead made a work order (docs/service-desk.md#from-a-lead). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { t } = serverTranslator("en");
  await requirePermission(request, context, "service");
  const page = await leadOrderPage(context, params.leadId);
  if (!page) throw data(t("adminService.leadOrder.notFound"), { status: 404 });
  return page;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { t } = serverTranslator("en");
  const viewer = await requirePermission(request, context, "service");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<LeadOrderAnswer>(
      { ok: false, message: t("adminService.leadOrder.fix"), status: 400 },
      { status: 400 },
    );
  }
  const answer = await answerLeadOrder(context, viewer, params.leadId, form);
  return data(answer, { status: answer.status });
}

const FORM = "work-order";

export default function LeadWorkOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { lead, request, clients, made, first } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const field = (name: keyof typeof first) => ({
    idPrefix: "order",
    name,
    defaultValue: refused?.values?.[name] ?? first[name],
    error: refused?.errors?.[name],
  });
  return (
    <AdminShell
      title={t("adminService.leadOrder.title")}
      back={{ to: `/admin/leads/${lead.id}`, label: t("adminService.leadOrder.back") }}
    >
      <FormAnswer form={FORM} answer={actionData} className="mb-4" />
      {made ? (
        <p className="mb-6 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <Link to={`/admin/work-orders/${made.id}`} className="font-semibold underline">
            {t("adminService.leadOrder.open", { number: made.number })}
          </Link>
        </p>
      ) : null}
      <section
        aria-labelledby="request-title"
        className="mb-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="request-title" className="text-lg font-bold text-navy-900">
          {t("adminService.leadOrder.request")}
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
            {t("adminService.leadOrder.action")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("adminService.leadOrder.intro")}</p>
          <AnswerForm
            answerTo={FORM}
            answer={actionData}
            className="mt-4 grid gap-4 md:grid-cols-2"
            noValidate
          >
            <SelectField {...field("client")} label={t("adminService.leadOrder.client")}>
              <option value="">{t("adminService.leadOrder.newClient")}</option>
              {clients.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.name}
                </option>
              ))}
            </SelectField>
            <TextField
              {...field("clientName")}
              label={t("adminService.leadOrder.clientName")}
              hint={t("adminService.leadOrder.clientNameHint")}
              maxLength={LIMITS.name}
            />
            <p className="text-sm text-slate-600 md:col-span-2">
              {t("adminService.leadOrder.siteHint")}
            </p>
            <TextField
              {...field("siteNumber")}
              label={t("adminService.leadOrder.siteNumber")}
              maxLength={LIMITS.siteNumber}
            />
            <TextField
              {...field("siteName")}
              label={t("adminService.leadOrder.siteName")}
              maxLength={LIMITS.name}
            />
            <TextField
              {...field("siteAddress")}
              label={t("adminService.leadOrder.siteAddress")}
              maxLength={LIMITS.address}
            />
            <TextField
              {...field("timeZone")}
              label={t("adminService.leadOrder.timeZone")}
              maxLength={LIMITS.timeZone}
            />
            <CheckboxField
              idPrefix="order"
              name="addContact"
              label={t("adminService.leadOrder.addContact")}
              defaultChecked={(refused?.values?.addContact ?? first.addContact) === "on"}
              className="md:col-span-2"
            />
            <div className="md:col-span-2">
              <button type="submit" className={buttonClass}>
                {t("adminService.leadOrder.submit")}
              </button>
            </div>
          </AnswerForm>
        </section>
      )}
    </AdminShell>
  );
}
