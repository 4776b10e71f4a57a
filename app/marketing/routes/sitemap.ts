import { sitemapXml } from "~/marketing/sitemap";
import { siteOrigin } from "~/site/seo.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public page under its canonical URL. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(siteOrigin(context)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
