import { Link } from "react-router";
import { useCompanyDay } from "~/company/Time";
import { labelOf, type Translator } from "~/i18n/translator";
import type { RecordColumn } from "~/ui/AdminTable";
import type { ListedSubcontractor } from "../list/list";
import { STATUS_KEYS } from "../office-labels";

/** The list's columns: the company (a link to its record), status, trade, set, next expiry, last activity. */
export const listColumns = (t: Translator["t"]): RecordColumn<ListedSubcontractor>[] => [
  {
    label: t("adminSubcontractors.columns.company"),
    card: "title",
    cell: (row) => (
      <Link
        to={`/admin/subcontractors/${row.id}`}
        className="font-semibold text-navy-700 underline"
      >
        {row.company}
      </Link>
    ),
  },
  {
    label: t("adminSubcontractors.columns.status"),
    card: "badge",
    cell: (row) => labelOf(t, STATUS_KEYS, row.status),
  },
  { label: t("adminSubcontractors.columns.trade"), cell: (row) => row.trade },
  { label: t("adminSubcontractors.columns.set"), cell: (row) => row.setName },
  { label: t("adminSubcontractors.columns.nextExpiry"), cell: (row) => row.nextExpiry ?? "—" },
  {
    label: t("adminSubcontractors.columns.lastActivity"),
    cell: (row) => <CompanyDay at={row.lastActivityAt} />,
  },
];

/** The company's calendar day of an instant, beside the calendar dates of expiries. */
function CompanyDay({ at }: { at: string | Date }) {
  return useCompanyDay()(at);
}
