import { companyToday, openPostingPaths } from "~/careers/postings.server";
import { sitemapXml } from "~/marketing/sitemap";
import { PUBLIC_PATHS } from "~/site/seo";
import { siteOrigin } from "~/site/seo.server";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: every public page under its canonical URL, with the pages of the page table's
 * rows that have a parameter: the open job postings (a closed one leaves it).
 */
export async function loader({ context }: Route.LoaderArgs) {
  // Without a load context (a test of the static part) there are no postings to list.
  const postings = context?.database
    ? await openPostingPaths(context.database.db, companyToday(context.company.facts().timeZone))
    : [];
  return new Response(sitemapXml(siteOrigin(context), [...PUBLIC_PATHS, ...postings]), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
