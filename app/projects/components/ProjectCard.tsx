import { ArrowRight, FolderKanban } from "lucide-react";
import { useLocalPath, useTranslator } from "~/i18n/I18nContext";
import {
  clientLabel,
  marketLabel,
  type PublicProject,
  projectPath,
  projectTexts,
} from "~/projects/present";
import { ProjectPicture } from "./ProjectPicture";

/** A project in a list: its first photo, title, client (or market), place and year. */
export function ProjectCard({ project, eager }: { project: PublicProject; eager?: boolean }) {
  const { t, lang } = useTranslator();
  const localPath = useLocalPath();
  const photo = project.photos[0];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {photo ? (
        <ProjectPicture
          photo={photo}
          eager={eager}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      ) : (
        <div
          className="flex aspect-[4/3] items-center justify-center bg-navy-900"
          aria-hidden="true"
        >
          <FolderKanban className="size-12 text-accent-400" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-amber-800">
          {marketLabel(project.market, t)}
        </p>
        <h3 className="mt-1 text-lg font-semibold text-navy-900">
          <a href={localPath(projectPath(project.slug))} className="hover:underline">
            {project.title}
          </a>
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {clientLabel(project, t)} ·{" "}
          {t("projects.card.where", {
            city: project.city,
            state: project.state,
            year: String(project.year),
          })}
        </p>
        <p className="mt-3 flex-1 text-slate-700">{projectTexts(project, lang).summary}</p>
        <a
          href={localPath(projectPath(project.slug))}
          aria-label={`${t("projects.card.view")}: ${project.title}`}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-800 hover:underline"
        >
          {t("projects.card.view")}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
