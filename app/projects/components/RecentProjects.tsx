import { ArrowRight } from "lucide-react";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import type { PublicProject } from "~/projects/present";
import { ProjectCard } from "./ProjectCard";

/** A service page's latest projects (three at most), and the way to all of that service's. */
export function RecentProjects({
  projects,
  service,
  serviceTitle,
}: {
  projects: PublicProject[];
  service: string;
  serviceTitle: string;
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
        <a
          href={localPath(`/projects?service=${service}`)}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-navy-800 hover:underline"
        >
          {t("projects.service.all", { service: serviceTitle })}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
