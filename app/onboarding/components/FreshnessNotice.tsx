import { CloudOff, RefreshCw } from "lucide-react";
import { useT } from "~/i18n/I18nContext";

/** 'Last updated … ago', and a notice when the form service could not be reached. */
export function FreshnessNotice({
  lastUpdated,
  unreachable,
}: {
  lastUpdated: string;
  unreachable: boolean;
}) {
  const t = useT();
  return (
    <div className="space-y-2 text-sm">
      {unreachable ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
        >
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("onboarding.serviceUnreachable")}
        </p>
      ) : null}
      <p className="flex items-center gap-1.5 text-slate-600">
        <RefreshCw aria-hidden="true" className="size-3.5" />
        {lastUpdated}
      </p>
    </div>
  );
}
