import type { LeadStatus } from "../pipeline/pipeline";

/** Each stage's badge colours: the same on the lead page, the table, the board and the numbers. */
export const statusBadge: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-indigo-100 text-indigo-900",
  qualified: "bg-violet-100 text-violet-900",
  quote_sent: "bg-amber-100 text-amber-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-slate-200 text-slate-800",
  sent: "bg-teal-100 text-teal-900",
  closed: "bg-slate-200 text-slate-800",
};
