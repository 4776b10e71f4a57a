import { ExternalLink } from "lucide-react";
import { QUOTE_PATH } from "~/company/fixed-facts";
import { useLocalPath, useT } from "~/i18n/I18nContext";

/** The external quote form, opened in a new tab (through /quote, which knows its address). */
export function QuoteLink({ className, children }: { className?: string; children: string }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <a href={localPath(QUOTE_PATH)} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">{t("common.header.opensInNewTab")}</span>
    </a>
  );
}
