import { securityTxt } from "~/site/security-txt.server";
import { siteOrigin } from "~/site/seo.server";
import type { Route } from "./+types/security-txt";

/** /.well-known/security.txt: how to report a security problem (docs/security.md). */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(
    securityTxt({ email: context.company.current().profile.email }, siteOrigin(context)),
    {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    },
  );
}
