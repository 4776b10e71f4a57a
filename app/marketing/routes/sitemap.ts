import { sitemapXml } from "~/marketing/sitemap";
import { sitemapPaths } from "~/site/pages";
import { siteOrigin } from "~/site/seo.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public page under its canonical URL, each office's page among them. */
export function loader({ context }: Route.LoaderArgs) {
  // Prerendered without a load context, no profile says which offices there are.
  const offices = context?.company?.facts().offices.map((office) => office.id) ?? [];
  return new Response(sitemapXml(siteOrigin(context), sitemapPaths({ offices })), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
