import { publishedProjectBySlug } from "~/projects/projects.server";
import { projectSocialImagePath } from "~/projects/social-image";
import { projectSocialImage } from "~/projects/social-image.server";
import type { Route } from "./+types/social-image";

/**
 * /project-images/<slug>/<version>/social.png: the published project's link-preview picture. An
 * older version's address is sent on to the current one; the current one never changes, so it
 * is kept for a year.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.database.db;
  const project = await publishedProjectBySlug(db, params.slug);
  if (!project) return new Response("Not found", { status: 404 });
  const current = projectSocialImagePath(project);
  if (String(project.version) !== params.version) {
    return new Response(null, { status: 302, headers: { Location: current } });
  }
  const png = await projectSocialImage(db, project, context.company.facts().shortName);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
