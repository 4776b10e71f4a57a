import { sitemapXml } from "~/marketing/sitemap";
import { publishedSlugs } from "~/projects/projects.server";
import { sitemapPaths } from "~/site/pages";
import { siteOrigin } from "~/site/seo.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public page under its canonical URL, each office's and project's among them. */
export async function loader({ context }: Route.LoaderArgs) {
  // Without a load context (a tool calling the module alone) no profile or database says which
  // offices and projects there are.
  const offices = context?.company?.facts().offices.map((office) => office.id) ?? [];
  const projects = context?.database ? await publishedSlugs(context.database.db) : [];
  return new Response(sitemapXml(siteOrigin(context), sitemapPaths({ offices, projects })), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
