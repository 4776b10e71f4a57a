import { robotsTxt } from "~/marketing/sitemap";
import { siteOrigin } from "~/site/seo.server";
import type { Route } from "./+types/robots";

/** /robots.txt: public pages allowed, admin and employee areas disallowed, sitemap named. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(context)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
