import { ArrowRight } from "lucide-react";
import { useT } from "~/i18n/I18nContext";
import { credentialsLink, type Highlight } from "~/site/content";
import { SiteLink } from "~/ui/SiteLink";

const className =
  "mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-accent-700";

/**
 * The link under a claim of the home page to the page that backs it (`Highlight.proof`): the
 * credentials page, or the projects while some are published (`anyProject`), never an empty list.
 */
export function ProofLink({
  proof,
  anyProject,
}: {
  proof: Highlight["proof"];
  anyProject: boolean;
}) {
  const t = useT();
  if (proof === "credentials") {
    return (
      <SiteLink href={credentialsLink.href} className={className}>
        {t(credentialsLink.key)}
        <ArrowRight className="size-4" aria-hidden="true" />
      </SiteLink>
    );
  }
  if (proof === "projects" && anyProject) {
    return (
      <SiteLink href="/projects" className={className}>
        {t("projects.stats.link")}
        <ArrowRight className="size-4" aria-hidden="true" />
      </SiteLink>
    );
  }
  return null;
}
