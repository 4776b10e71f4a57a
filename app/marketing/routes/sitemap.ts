import { openPostingSlugs } from "~/careers/postings.server";
import { sitemapXml } from "~/marketing/sitemap";
import { publishedSlugs } from "~/projects/projects.server";
import { sitemapPaths } from "~/site/pages";
import { siteOrigin } from "~/site/seo.server";
import { calendarDay } from "~/site/wall-clock";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: every public page under its canonical URL, with one page per office, published
 * project and open job posting (a closed one leaves it).
 */
export async function loader({ context }: Route.LoaderArgs) {
  // Without a load context (a tool calling the module alone) no profile or database says which
  // offices, projects and postings there are.
  const offices = context?.company?.facts().offices.map((office) => office.id) ?? [];
  const db = context?.database?.db;
  const [projects, postings] = db
    ? await Promise.all([
        publishedSlugs(db),
        openPostingSlugs(db, calendarDay(new Date(), context.company.facts().timeZone)),
      ])
    : [[], []];
  return new Response(
    sitemapXml(siteOrigin(context), sitemapPaths({ offices, projects, postings })),
    {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    },
  );
}
