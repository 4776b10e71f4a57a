import { redirect } from "react-router";
import type { Route } from "./+types/redirects";

/** Old and menu-only paths and where they really live. */
const REDIRECTS: Record<string, string> = {
  "/team-portal": "/team/employees",
  "/home": "/#home",
  "/about": "/#about",
  "/services": "/#services",
  "/industries": "/#industries",
  "/contact": "/#contact",
};

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const target = REDIRECTS[pathname.replace(/\/+$/, "")];
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(target, 301);
}
