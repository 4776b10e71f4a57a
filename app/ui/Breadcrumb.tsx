import { ChevronRight } from "lucide-react";
import { useT } from "~/i18n/I18nContext";
import type { Crumb } from "~/site/seo";
import { SiteLink } from "~/ui/SiteLink";

/** The visible trail; the same crumbs feed the page's BreadcrumbList JSON-LD. */
export function Breadcrumb({ crumbs, current }: { crumbs: readonly Crumb[]; current?: string }) {
  const t = useT();
  return (
    <nav aria-label={t("services.page.breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-navy-200">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1.5">
            {index > 0 ? (
              <ChevronRight className="size-4 text-navy-400" aria-hidden="true" />
            ) : null}
            <SiteLink
              href={crumb.path}
              className="rounded-sm font-medium text-navy-100 underline-offset-4 hover:text-white hover:underline"
            >
              {crumb.name}
            </SiteLink>
          </li>
        ))}
        {current ? (
          <li className="flex items-center gap-1.5">
            <ChevronRight className="size-4 text-navy-400" aria-hidden="true" />
            <span aria-current="page" className="text-navy-200">
              {current}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
