import { ArrowRight } from "lucide-react";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import type { PublicProject } from "~/projects/present";
import { ProjectCard } from "./ProjectCard";

/**
 * A page's latest projects (a service's, an office's; three at most), and, when given, the way to
 * the list they come from.
 */
export function RecentProjects({
  projects,
  all,
}: {
  projects: PublicProject[];
  all?: { href: string; label: string };
}) {
  const t = useT();
  const localPath = useLocalPath();
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="recent-projects-title" className="bg-white px-4 pb-16 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2 id="recent-projects-title" className="text-2xl font-bold tracking-tight text-navy-900">
          {t("projects.service.recent")}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.slug}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        {all ? (
          <a
            href={localPath(all.href)}
            className="mt-6 inline-flex items-center gap-2 font-semibold text-navy-800 hover:underline"
          >
            {all.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </section>
  );
}
