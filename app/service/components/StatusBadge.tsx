import { useT } from "~/i18n/I18nContext";
import { WORK_ORDER_STATUS_KEYS } from "../desk/office-labels";
import type { WorkOrderStatus } from "../service";

/** A work order's status as the office's pages show it (or in the client's language, `label`). */
export function StatusBadge({ status, label }: { status: WorkOrderStatus; label?: string }) {
  const t = useT();
  const tone =
    status === "open"
      ? "bg-amber-100 text-amber-900"
      : status === "cancelled" || status === "closed"
        ? "bg-slate-200 text-slate-800"
        : status === "completed" || status === "invoiced"
          ? "bg-emerald-100 text-emerald-900"
          : "bg-sky-100 text-sky-900";
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {label ?? t(WORK_ORDER_STATUS_KEYS[status])}
    </span>
  );
}
