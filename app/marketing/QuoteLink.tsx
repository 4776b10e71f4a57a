import { ExternalLink } from "lucide-react";
import { QUOTE_PATH } from "~/site/company";

/** The external quote form, opened in a new tab (through /quote, which knows its address). */
export function QuoteLink({ className, children }: { className?: string; children: string }) {
  return (
    <a href={QUOTE_PATH} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
