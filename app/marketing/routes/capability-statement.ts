import { createHash } from "node:crypto";
import { currentCapabilityStatement } from "~/company/capability-statement/capability-statement.server";
import { companyToday } from "~/company/credentials/credentials";
import { credentialsView } from "~/company/credentials/credentials-view";
import { filePolicy } from "~/files/serve.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { langOfPath, pathIn } from "~/i18n/languages";
import { projectPath, projectTexts } from "~/projects/present";
import { publishedProjects, toPublicProject } from "~/projects/projects.server";
import type { Route } from "./+types/capability-statement";

/** The latest projects the statement lists (their pages' summaries), as one page holds them. */
const STATEMENT_PROJECTS = 4;

/**
 * /capability-statement.pdf and /es/capability-statement.pdf: the one-page statement drawn from
 * the current profile and the latest published projects, in the address's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const { t } = serverTranslator(lang);
  const stored = context.company.current();
  const now = new Date();
  const site = context.config.publicUrl;
  const projects = (await publishedProjects(context.database.db, { limit: STATEMENT_PROJECTS }))
    .map(toPublicProject)
    .map((project) => ({
      title: project.title,
      where: t("projects.card.where", {
        city: project.city,
        state: project.state,
        year: String(project.year),
      }),
      summary: projectTexts(project, lang).summary,
      url: `${site}${pathIn(lang, projectPath(project.slug))}`,
      version: project.version,
    }));
  const { pdf, key } = await currentCapabilityStatement(
    {
      version: stored.version,
      facts: context.company.facts(),
      view: credentialsView(stored.profile, now),
      today: companyToday(stored.profile, now),
      logo: stored.logo ?? null,
    },
    site,
    lang,
    projects,
  );
  const suffix = lang === "en" ? "" : `-${lang}`;
  const name = `${context.company.facts().shortName.replace(/[^\w-]+/g, "-")}-capability-statement${suffix}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename="${name}"`,
      "Content-Language": lang,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": filePolicy("application/pdf"),
      // A save of the profile draws a new one: kept a few minutes at most, and never past the
      // midnight an item on it expires.
      "Cache-Control": `public, max-age=${Math.min(300, context.company.secondsUntilChange() ?? 300)}`,
      ETag: `"${createHash("sha256").update(key).digest("hex").slice(0, 32)}"`,
    },
  });
}
