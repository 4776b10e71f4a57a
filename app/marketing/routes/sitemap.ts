import { sitemapXml } from "~/marketing/sitemap";
import { projectPath } from "~/projects/present";
import { publishedSlugs } from "~/projects/projects.server";
import { PUBLIC_PATHS } from "~/site/seo";
import { siteOrigin } from "~/site/seo.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public page under its canonical URL, and each published project's. */
export async function loader({ context }: Route.LoaderArgs) {
  // Without a load context (a tool calling the module alone) there is no database to ask.
  const slugs = context?.database ? await publishedSlugs(context.database.db) : [];
  const projects = slugs.map(projectPath);
  return new Response(sitemapXml(siteOrigin(context), [...PUBLIC_PATHS, ...projects]), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
