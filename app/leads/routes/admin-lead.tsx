import { ArrowLeft, Mail, Phone } from "lucide-react";
import { data, Link } from "react-router";
import { z } from "zod";
import { AdminShell } from "~/auth/AdminShell";
import { requireAdmin } from "~/auth/session.server";
import { pageTitle } from "~/site/titles";
import { secondaryButton } from "../components/DashboardActions";
import { findLead } from "../dashboard.server";
import { dashboardSearch, KIND_LABELS, parseDashboardQuery } from "../dashboard.validation";
import { dateDisplayFor } from "../date-display.server";
import type { Route } from "./+types/admin-lead";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `Lead: ${loaderData.lead.name}` : "Lead") },
  { name: "robots", content: "noindex" },
];

/** Labels of the kind-specific details a lead may carry (the pricing form's choices). */
const DETAIL_LABELS: Record<string, string> = {
  company_size: "Company size",
  industry: "Industry",
};

function detailLabel(key: string): string {
  return DETAIL_LABELS[key] ?? key.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());
}

/** Known details in the form's order (jsonb keeps its own key order), then any others. */
function detailRank(key: string): number {
  const index = Object.keys(DETAIL_LABELS).indexOf(key);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

/** One lead with every field, reached from the dashboard's Name column. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = z.uuid().safeParse(params.leadId);
  const lead = id.success ? await findLead(context.database.db, id.data) : undefined;
  if (!lead) throw data("Lead not found", { status: 404 });
  const display = dateDisplayFor(request);
  const { query } = parseDashboardQuery(new URL(request.url).searchParams);
  return {
    lead: {
      id: lead.id,
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      source: lead.source,
      details: Object.entries(lead.details ?? {})
        .filter(([, value]) => value !== "")
        .sort(([a], [b]) => detailRank(a) - detailRank(b) || a.localeCompare(b))
        .map(([key, value]) => ({ label: detailLabel(key), value: String(value) })),
      received: display.format.full(lead.createdAt),
      receivedIso: lead.createdAt.toISOString(),
    },
    backHref: `/admin/leads${dashboardSearch({
      ...query,
      tz: display.timeZoneFromQuery ? display.timeZone : undefined,
    })}`,
  };
}

export default function LeadDetail({ loaderData }: Route.ComponentProps) {
  const { lead, backHref } = loaderData;
  const fields: { label: string; value: React.ReactNode }[] = [
    { label: "Name", value: lead.name },
    {
      label: "Email",
      value: (
        <a href={`mailto:${lead.email}`} className="break-all text-navy-700 underline">
          {lead.email}
        </a>
      ),
    },
    {
      label: "Phone",
      value: lead.phone ? (
        <a href={`tel:${lead.phone.replace(/[^0-9+]/g, "")}`} className="text-navy-700 underline">
          {lead.phone}
        </a>
      ) : (
        <span className="text-slate-500">Not given</span>
      ),
    },
    { label: "Kind", value: KIND_LABELS[lead.kind] },
    { label: "Source", value: lead.source },
    { label: "Received", value: <time dateTime={lead.receivedIso}>{lead.received}</time> },
    ...lead.details.map((detail) => ({ label: detail.label, value: detail.value })),
    { label: "Lead ID", value: <span className="font-mono text-xs">{lead.id}</span> },
  ];

  return (
    <AdminShell
      title={lead.name}
      actions={
        <>
          <Link to={backHref} className={secondaryButton}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to leads
          </Link>
          <a href={`mailto:${lead.email}`} className={secondaryButton}>
            <Mail aria-hidden="true" className="size-4" />
            Reply by email
          </a>
          {lead.phone ? (
            <a href={`tel:${lead.phone.replace(/[^0-9+]/g, "")}`} className={secondaryButton}>
              <Phone aria-hidden="true" className="size-4" />
              Call
            </a>
          ) : null}
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <section
          aria-labelledby="lead-fields"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="lead-fields" className="sr-only">
            Lead details
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
        <section
          aria-labelledby="lead-message"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="lead-message" className="text-sm font-semibold text-navy-900">
            Message
          </h2>
          {lead.message ? (
            <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">
              {lead.message}
            </p>
          ) : (
            <p className="mt-3 text-sm text-slate-500">No message was sent with this lead.</p>
          )}
        </section>
      </div>
    </AdminShell>
  );
}
