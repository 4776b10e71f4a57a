import type { Translator } from "~/i18n/translator";
import {
  KIND_KEYS,
  languageFilterName,
  PERIOD_KEYS,
  STAGE_KEYS,
  VIEW_KEYS,
} from "../office-labels";
import type { DashboardView } from "./dashboard.validation";

/** A filter group that narrows the list now: its name, the choice made, the choice of all. */
interface Narrowing {
  group: string;
  chosen: string;
  all: string;
  view?: true;
}

/** The filters in use, in the order the page shows them (assignee named by the caller). */
function narrowings(
  t: Translator["t"],
  query: DashboardView,
  assigneeName: string | undefined,
): Narrowing[] {
  const group = (name: "view" | "time" | "kind" | "language" | "status" | "assignee") =>
    t(`adminLeads.filters.group.${name}`);
  const found: (Narrowing | false)[] = [
    query.view !== undefined &&
      query.view !== "all" && {
        group: group("view"),
        chosen: t(VIEW_KEYS[query.view]),
        all: t(VIEW_KEYS.all),
        view: true,
      },
    query.period !== "all" && {
      group: group("time"),
      chosen: t(PERIOD_KEYS[query.period]),
      all: t(PERIOD_KEYS.all),
    },
    query.kind !== "all" && {
      group: group("kind"),
      chosen: t(KIND_KEYS[query.kind]),
      all: t(KIND_KEYS.all),
    },
    query.language !== "all" && {
      group: group("language"),
      chosen: languageFilterName(t, query.language),
      all: languageFilterName(t, "all"),
    },
    query.status !== undefined &&
      query.status !== "all" && {
        group: group("status"),
        chosen: t(STAGE_KEYS[query.status]),
        all: t("adminLeads.filters.allStages"),
      },
    query.assignee !== undefined &&
      query.assignee !== "all" && {
        group: group("assignee"),
        chosen:
          query.assignee === "none"
            ? t("adminLeads.unassigned")
            : (assigneeName ?? t("adminLeads.filters.onePerson")),
        all: t("adminLeads.filters.everyone"),
      },
  ];
  return found.filter((narrowing): narrowing is Narrowing => narrowing !== false);
}

/**
 * What an empty filtered list advises: the filters that emptied it and the choice that widens
 * each. Follow-up due explains itself, since its cure is a date on a lead rather than a filter.
 */
export function emptyViewAdvice(
  t: Translator["t"],
  query: DashboardView,
  assigneeName?: string,
): string {
  const all = narrowings(t, query, assigneeName);
  const widen = (list: Narrowing[]) =>
    list.map(({ group, all: choice }) => t("adminLeads.empty.widen", { choice, group })).join(", ");
  if (query.view === "due") {
    const others = all.filter((narrowing) => !narrowing.view);
    const due = t("adminLeads.empty.due");
    return others.length === 0
      ? due
      : t("adminLeads.empty.dueAndOthers", { due, widen: widen(others) });
  }
  const named = all
    .map(({ group, chosen }) => t("adminLeads.empty.named", { group, chosen }))
    .join(", ");
  return t("adminLeads.empty.noMatch", { named, widen: widen(all) });
}
