import { ListChecks, Mail, NotebookPen, Phone, Reply } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { hasPermission } from "~/auth/permissions";
import { requirePermission, safeRedirect } from "~/auth/session.server";
import { companyNameFromMatches } from "~/company/seo";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { translatorFromMatches } from "~/i18n/page";
import { labelOf, type MessageKey } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/site/language";
import { localeFormat } from "~/site/locale-format";
import { pageTitle } from "~/site/titles";
import { ActionBar, ActionBarSlot, actionBarItem } from "~/ui/ActionBar";
import { CoiRequestPanel } from "../components/CoiRequestPanel";
import {
  type LeadActionData,
  LeadStage,
  LinkedLeads,
  OwnerPanel,
  StatusPanel,
  Timeline,
  WorkPanel,
} from "../components/LeadPipeline";
import { listStatusId } from "../components/LeadsTable";
import { findLead } from "../dashboard/dashboard.server";
import { dashboardSearch, parseDashboardQuery } from "../dashboard/dashboard.validation";
import { KIND_KEYS } from "../office-labels";
import { COI_DETAIL_KEYS, coiRequestView } from "../pipeline/coi-request";
import { answerLeadForm, leadPipelineView } from "../pipeline/lead-page.server";
import type { Route } from "./+types/admin-lead";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = translatorFromMatches(matches);
  return [
    {
      title: pageTitle(
        loaderData
          ? t("adminLeadPage.lead.title", { name: loaderData.lead.name })
          : t("adminLeadPage.lead.titleNone"),
        companyNameFromMatches(matches),
      ),
    },
    { name: "robots", content: "noindex" },
  ];
};

/** The office's texts the loader writes are in English (docs/decisions/0096). */
const { t: serverT } = serverTranslator("en");

/** Labels of the kind-specific details a lead may carry (the pricing form's choices). */
const DETAIL_LABELS: Record<string, MessageKey> = {
  company_size: "admin.lead.detail.company_size",
  industry: "admin.lead.detail.industry",
};

function detailLabel(key: string): string {
  return key in DETAIL_LABELS
    ? labelOf(serverT, DETAIL_LABELS, key)
    : key.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());
}

/** Known details in the form's order (jsonb keeps its own key order), then any others. */
function detailRank(key: string): number {
  const index = Object.keys(DETAIL_LABELS).indexOf(key);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

/** One lead with every field, reached from the dashboard's Name column. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requirePermission(request, context, "leads");
  const id = z.uuid().safeParse(params.leadId);
  const lead = id.success ? await findLead(context.database.db, id.data) : undefined;
  if (!lead) throw data(serverT("admin.lead.notFound"), { status: 404 });
  const timeZone = context.company.facts().timeZone;
  const url = new URL(request.url);
  const { query } = parseDashboardQuery(url.searchParams);
  const coi = lead.kind === "coi" ? coiRequestView(lead.details ?? {}, "en-US") : null;
  const listed = (key: string) => !coi || !(COI_DETAIL_KEYS as readonly string[]).includes(key);
  // A service request becomes a work order at the desk, for those with its permission; the desk
  // sits above the leads and lends its answer through the context (docs/decisions/0105).
  const made =
    lead.kind === "service" && hasPermission(viewer, "service")
      ? await context.workOrderOfLead(lead.id)
      : undefined;
  return {
    workOrder:
      made === undefined
        ? null
        : made
          ? { href: `/admin/work-orders/${made.id}`, label: made.number }
          : {
              href: `/admin/leads/${lead.id}/work-order`,
              label: serverT("admin.lead.makeWorkOrder"),
            },
    pipeline: await leadPipelineView(context, lead, viewer),
    askLost: url.searchParams.get("lost") === "1",
    lead: {
      id: lead.id,
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      source: lead.source,
      language: LANGUAGE_NAMES_IN_ENGLISH[lead.language],
      details: Object.entries(lead.details ?? {})
        .filter(([key, value]) => value !== "" && listed(key))
        .sort(([a], [b]) => detailRank(a) - detailRank(b) || a.localeCompare(b))
        .map(([key, value]) => ({ label: detailLabel(key), value: String(value) })),
      received: localeFormat("en").dateTime(lead.createdAt, timeZone),
      receivedIso: lead.createdAt.toISOString(),
      coi,
    },
    backHref: `/admin/leads${dashboardSearch(query)}`,
  };
}

/**
 * The lead's forms (docs/product.md#the-lead-pipeline). A form sent from the leads list carries
 * `back`, the list's address, and returns there; Lost from the list comes here to ask why.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requirePermission(request, context, "leads");
  const id = z.uuid().safeParse(params.leadId);
  if (!id.success) throw data(serverT("admin.lead.notFound"), { status: 404 });
  const form = await request.formData();
  // The list's one form for the stages names each lead's select by the lead (docs/decisions/0094).
  const listed = form.get(id.data);
  if (!form.has("status") && typeof listed === "string") form.set("status", listed);
  const back = form.get("back");
  if (back !== null && form.get("intent") === "status" && form.get("status") === "lost") {
    return redirect(`/admin/leads/${id.data}?lost=1#status`);
  }
  const answer = await answerLeadForm(context, viewer, id.data, form);
  if (back !== null && answer.result.ok) {
    // Back to the list, at the lead's status, which shows the change (docs/decisions/0076).
    const list = safeRedirect(back, "/admin/leads", context.config.publicUrl).split("#")[0];
    return redirect(`${list}#${listStatusId(id.data)}`, 303);
  }
  return data({ ...answer.result, intent: answer.intent }, { status: answer.status });
}

/**
 * What can be done with the lead, within a thumb's reach on a phone. Actions on the lead itself
 * (reply, status, note) link to their forms on the page.
 */
function LeadActions({ email, phone }: { email: string; phone: string | null }) {
  const t = useT();
  return (
    <ActionBar label={t("adminLeadPage.lead.actions")}>
      {phone ? (
        <ActionBarSlot>
          <a href={`tel:${phone.replace(/[^0-9+]/g, "")}`} className={actionBarItem("primary")}>
            <Phone aria-hidden="true" className="size-5 lg:size-4" />
            {t("adminLeadPage.lead.action.call")}
          </a>
        </ActionBarSlot>
      ) : null}
      <ActionBarSlot>
        <a href={`mailto:${email}`} className={actionBarItem(phone ? "secondary" : "primary")}>
          <Mail aria-hidden="true" className="size-5 lg:size-4" />
          {t("adminLeadPage.lead.action.email")}
        </a>
      </ActionBarSlot>
      <ActionBarSlot>
        <a href="#reply" className={actionBarItem("secondary")}>
          <Reply aria-hidden="true" className="size-5 lg:size-4" />
          {t("adminLeadPage.lead.action.reply")}
        </a>
      </ActionBarSlot>
      <ActionBarSlot>
        <a href="#status" className={actionBarItem("secondary")}>
          <ListChecks aria-hidden="true" className="size-5 lg:size-4" />
          {t("adminLeadPage.lead.action.status")}
        </a>
      </ActionBarSlot>
      <ActionBarSlot>
        <a href="#note" className={actionBarItem("secondary")}>
          <NotebookPen aria-hidden="true" className="size-5 lg:size-4" />
          {t("adminLeadPage.lead.action.note")}
        </a>
      </ActionBarSlot>
    </ActionBar>
  );
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, backHref, pipeline } = loaderData;
  const answer = actionData as LeadActionData | undefined;
  const t = useT();
  const fields: { label: string; value: React.ReactNode }[] = [
    { label: t("adminLeadPage.lead.field.name"), value: lead.name },
    {
      label: t("adminLeadPage.lead.field.email"),
      value: (
        <a href={`mailto:${lead.email}`} className="break-all text-navy-700 underline">
          {lead.email}
        </a>
      ),
    },
    {
      label: t("adminLeadPage.lead.field.phone"),
      value: lead.phone ? (
        <a href={`tel:${lead.phone.replace(/[^0-9+]/g, "")}`} className="text-navy-700 underline">
          {lead.phone}
        </a>
      ) : (
        <span className="text-slate-500">{t("adminLeadPage.lead.notGiven")}</span>
      ),
    },
    { label: t("adminLeadPage.lead.field.kind"), value: t(KIND_KEYS[lead.kind]) },
    { label: t("adminLeadPage.lead.field.source"), value: lead.source },
    { label: t("adminLeadPage.lead.field.language"), value: lead.language },
    {
      label: t("adminLeadPage.lead.field.received"),
      value: <time dateTime={lead.receivedIso}>{lead.received}</time>,
    },
    ...lead.details.map((detail) => ({ label: detail.label, value: detail.value })),
    {
      label: t("adminLeadPage.lead.field.id"),
      value: <span className="font-mono text-xs">{lead.id}</span>,
    },
    ...(loaderData.workOrder
      ? [
          {
            label: t("adminLeadPage.lead.field.workOrder"),
            value: (
              <Link
                to={loaderData.workOrder.href}
                className="font-semibold text-navy-700 underline"
              >
                {loaderData.workOrder.label}
              </Link>
            ),
          },
        ]
      : []),
  ];

  return (
    <AdminShell
      title={lead.name}
      titleAside={<LeadStage status={pipeline.status} lostReason={pipeline.lostReason} />}
      back={{ to: backHref, label: t("adminLeadPage.lead.back") }}
      actionBar={<LeadActions email={lead.email} phone={lead.phone} />}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <section
          aria-labelledby="lead-fields"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="lead-fields" className="sr-only">
            {t("adminLeadPage.lead.details")}
          </h2>
          <dl className="space-y-4 text-sm">
            {fields.map((field) => (
              <div key={field.label}>
                <dt className="font-medium text-slate-600">{field.label}</dt>
                <dd className="mt-0.5 text-navy-900">{field.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {lead.coi ? (
          // A certificate request has no message: its fields are what the office works from,
          // first on a phone.
          <div className="max-lg:order-first">
            <CoiRequestPanel request={lead.coi} />
          </div>
        ) : (
          <section
            aria-labelledby="lead-message"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="lead-message" className="text-sm font-semibold text-navy-900">
              {t("adminLeadPage.lead.message")}
            </h2>
            {lead.message ? (
              <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">
                {lead.message}
              </p>
            ) : (
              <p className="mt-3 text-sm text-slate-500">{t("adminLeadPage.lead.noMessage")}</p>
            )}
          </section>
        )}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <StatusPanel
            status={pipeline.status}
            stages={pipeline.stages}
            lostReason={pipeline.lostReason}
            lostNote={pipeline.lostNote}
            askLost={loaderData.askLost}
            answer={answer}
          />
          <OwnerPanel
            assigneeId={pipeline.assigneeId}
            assigneeName={pipeline.assigneeName}
            followUpOn={pipeline.followUpOn}
            workers={pipeline.workers}
            viewerId={pipeline.viewerId}
            answer={answer}
          />
          <WorkPanel email={lead.email} reply={pipeline.reply} answer={answer} />
        </div>
        <div className="space-y-6">
          <Timeline items={pipeline.timeline} />
          <LinkedLeads leads={pipeline.linked} />
        </div>
      </div>
    </AdminShell>
  );
}
