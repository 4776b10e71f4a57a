import { Plus } from "lucide-react";
import { Link } from "react-router";
import { AdminShell } from "~/auth/AdminShell";
import { requirePermission } from "~/auth/session.server";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { careersAdmin, EMPLOYMENT_TYPE_LABELS, POSTING_STATUS_LABELS } from "../admin-texts";
import { effectiveStatus, type PostingStatus } from "../careers";
import { companyToday, listPostings } from "../postings.server";
import type { Route } from "./+types/admin-careers";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(careersAdmin.title, companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

/** The careers admin page: the postings, each with its status as the site shows it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "hiring");
  const facts = context.company.facts();
  const today = companyToday(facts.timeZone);
  const offices = new Map(facts.offices.map((office) => [office.id, office.label]));
  const postings = await listPostings(context.database.db);
  return {
    postings: postings.map((posting) => ({
      id: posting.id,
      title: posting.title,
      office: offices.get(posting.officeId) ?? posting.officeId,
      type: EMPLOYMENT_TYPE_LABELS[posting.employmentType],
      status: effectiveStatus(posting, today),
      closesOn: posting.closesOn,
    })),
  };
}

type PostingRow = Awaited<ReturnType<typeof loader>>["postings"][number];

const statusStyles: Record<PostingStatus, string> = {
  draft: "bg-slate-200 text-slate-800",
  published: "bg-emerald-100 text-emerald-900",
  closed: "bg-amber-100 text-amber-900",
};

const postingColumns: RecordColumn<PostingRow>[] = [
  {
    label: "Title",
    cell: (posting) => (
      <Link to={`/admin/careers/postings/${posting.id}`} className="text-navy-700 underline">
        {posting.title}
      </Link>
    ),
    className: "font-medium",
  },
  {
    label: "Status",
    card: "badge",
    cell: (posting) => (
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[posting.status]}`}
      >
        {POSTING_STATUS_LABELS[posting.status]}
      </span>
    ),
  },
  { label: "Office", cell: (posting) => posting.office },
  { label: "Type", cell: (posting) => posting.type },
  { label: "Closes", cell: (posting) => posting.closesOn },
];

export default function CareersAdmin({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      title={careersAdmin.title}
      actions={
        <Link
          to="/admin/careers/postings/new"
          className="inline-flex items-center gap-2 rounded-md bg-navy-800 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700"
        >
          <Plus aria-hidden="true" className="size-4" />
          {careersAdmin.newPosting}
        </Link>
      }
    >
      <h2 className="mb-3 text-lg font-semibold text-navy-900">{careersAdmin.postings}</h2>
      <RecordTable
        caption={careersAdmin.postings}
        rows={loaderData.postings}
        rowKey={(posting) => posting.id}
        columns={postingColumns}
        empty={<p className="p-4 text-sm text-slate-600">{careersAdmin.noPostings}</p>}
      />
    </AdminShell>
  );
}
