import { labelOf, type Translator, valueKeys } from "~/i18n/translator";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/site/language";
import { KIND_FILTERS, type LanguageFilter, LEAD_VIEWS } from "./dashboard/dashboard.validation";
import { PERIODS } from "./dashboard/periods";
import { EARLIER_COUNT_CAP, LEAD_STATUSES, LOST_REASONS, PIPELINES } from "./pipeline/pipeline";

/** The office's names of the leads' values: keys of `adminLeads` (docs/decisions/0096). */
export const STAGE_KEYS = valueKeys("adminLeads.stage", LEAD_STATUSES);
export const LOST_REASON_KEYS = valueKeys("adminLeadWork.lostReason", LOST_REASONS);
export const PIPELINE_KEYS = valueKeys("adminLeadBoard.pipeline", PIPELINES);
export const KIND_KEYS = valueKeys("adminLeads.kind", KIND_FILTERS);
export const VIEW_KEYS = valueKeys("adminLeads.view", LEAD_VIEWS);
export const PERIOD_KEYS = valueKeys("adminLeads.period", PERIODS);
/** A timeline e-mail's delivery (the lead's, an application's page). */
export const DELIVERY_KEYS = valueKeys("adminPanels.delivery", ["queued", "sent", "failed"]);

type T = Translator["t"];

/** A stored lost reason in words; an unknown one as stored. */
export const lostReasonName = (t: T, reason: string) => labelOf(t, LOST_REASON_KEYS, reason);

/** A stored stage in words; an unknown one as stored. */
export const stageName = (t: T, stage: string) => labelOf(t, STAGE_KEYS, stage);

/** The language filter's choice: all languages, or one named in English. */
export function languageFilterName(t: T, language: LanguageFilter): string {
  return language === "all"
    ? t("adminLeads.filters.allLanguages")
    : LANGUAGE_NAMES_IN_ENGLISH[language];
}

/** "3 earlier", or "9+ earlier" past the cap (`EARLIER_COUNT_CAP`). */
export function earlierLabel(t: T, count: number): string {
  return count > EARLIER_COUNT_CAP
    ? t("adminLeads.table.earlierCapped", { cap: EARLIER_COUNT_CAP })
    : t("adminLeads.table.earlier", { count });
}

/** "45 min", "3 h 5 min", "2 d 4 h": a duration as an office person says it. */
export function durationInWords(t: T, minutes: number): string {
  if (minutes < 60) return t("adminLeads.duration.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return minutes % 60
      ? t("adminLeads.duration.hoursMinutes", { hours, minutes: minutes % 60 })
      : t("adminLeads.duration.hours", { hours });
  }
  const days = Math.floor(hours / 24);
  return hours % 24
    ? t("adminLeads.duration.daysHours", { days, hours: hours % 24 })
    : t("adminLeads.duration.days", { days });
}
