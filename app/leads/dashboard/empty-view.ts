import { STATUS_LABELS } from "../pipeline/pipeline";
import {
  type DashboardView,
  KIND_LABELS,
  LANGUAGE_FILTER_LABELS,
  VIEW_LABELS,
} from "./dashboard.validation";
import { PERIOD_LABELS } from "./periods";

/** A filter group that narrows the list now: its name, the choice made, the choice of all. */
interface Narrowing {
  group: string;
  chosen: string;
  all: string;
}

/** The filters in use, in the order the page shows them (assignee named by the caller). */
function narrowings(query: DashboardView, assigneeName: string | undefined): Narrowing[] {
  const found: (Narrowing | false)[] = [
    query.view !== undefined &&
      query.view !== "all" && { group: "View", chosen: VIEW_LABELS[query.view], all: "All leads" },
    query.period !== "all" && {
      group: "Time",
      chosen: PERIOD_LABELS[query.period],
      all: PERIOD_LABELS.all,
    },
    query.kind !== "all" && {
      group: "Kind",
      chosen: KIND_LABELS[query.kind],
      all: KIND_LABELS.all,
    },
    query.language !== "all" && {
      group: "Language",
      chosen: LANGUAGE_FILTER_LABELS[query.language],
      all: LANGUAGE_FILTER_LABELS.all,
    },
    query.status !== undefined &&
      query.status !== "all" && {
        group: "Status",
        chosen: STATUS_LABELS[query.status],
        all: "All stages",
      },
    query.assignee !== undefined &&
      query.assignee !== "all" && {
        group: "Assignee",
        chosen: query.assignee === "none" ? "Unassigned" : (assigneeName ?? "one person"),
        all: "Everyone",
      },
  ];
  return found.filter((narrowing): narrowing is Narrowing => narrowing !== false);
}

/**
 * What an empty filtered list advises: the filters that emptied it and the choice that widens
 * each. Follow-up due explains itself, since its cure is a date on a lead rather than a filter.
 */
export function emptyViewAdvice(query: DashboardView, assigneeName?: string): string {
  const all = narrowings(query, assigneeName);
  const widen = (list: Narrowing[]) =>
    list.map(({ group, all: choice }) => `${choice} under ${group}`).join(", ");
  if (query.view === "due") {
    const others = all.filter((narrowing) => narrowing.group !== "View");
    const due =
      "No follow-ups are due today or earlier. Set a follow-up date on a lead's page, or choose All leads under View to see every lead.";
    return others.length === 0
      ? due
      : `${due} Other filters in use: choose ${widen(others)} to see more.`;
  }
  const named = all.map(({ group, chosen }) => `${group}: ${chosen}`).join(", ");
  return `No leads match ${named}. Choose ${widen(all)} to see more.`;
}
