import { ArrowLeft, ArrowRight, Quote } from "lucide-react";
import { data } from "react-router";
import { useCompany } from "~/company/CompanyContext";
import { companyFromMatches, seoFromMatches } from "~/company/seo";
import { useLocalPath, useTranslator } from "~/i18n/I18nContext";
import { pathIn } from "~/i18n/languages";
import { Island } from "~/islands/Island";
import { ISLANDS_PAGE } from "~/islands/page";
import { postLeadForm, sentLeadForm } from "~/leads/forms/forms.server";
import { EnlargeablePhoto, PhotoViewer } from "~/projects/components/ProjectPhotos";
import { projectJsonLd } from "~/projects/json-ld";
import {
  clientLabel,
  marketLabel,
  type PublicProject,
  projectPath,
  projectTexts,
} from "~/projects/present";
import { publishedProjectBySlug, toPublicProject } from "~/projects/projects.server";
import { projectSocialImagePath } from "~/projects/social-image";
import { services } from "~/site/content";
import { servicePath } from "~/site/pages";
import { breadcrumbJsonLd, pageMeta } from "~/site/seo";
import { Breadcrumb } from "~/ui/Breadcrumb";
import type { Route } from "./+types/project";

/** A published project by the page's address, or 404 (a draft is nobody's page). */
async function projectOf(context: Route.LoaderArgs["context"], slug: string | undefined) {
  const project = await publishedProjectBySlug(context.database.db, slug ?? "");
  if (!project) throw new Response("Not Found", { status: 404 });
  return project;
}

/**
 * /projects/<slug>: the project, and its contact form's success, shown once after a post
 * without JavaScript.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shown = toPublicProject(await projectOf(context, params.slug));
  const sent = sentLeadForm(request, "contact");
  return data(
    {
      project: shown,
      contactSent: sent.result,
      // The root writes this page's own link-preview picture instead of the company's.
      socialImage: { path: projectSocialImagePath(shown), alt: shown.title },
    },
    { headers: sent.headers },
  );
}

/** "Start a similar project": the contact form posts here without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const project = await projectOf(context, params.slug);
  return postLeadForm("contact", request, context, projectPath(project.slug));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = seoFromMatches(matches);
  const project = loaderData?.project;
  if (!project) return [{ title: seo.t("common.error.title404") }];
  const { translator, origin, t } = seo;
  const company = companyFromMatches(matches);
  const path = projectPath(project.slug);
  return pageMeta({
    ...seo,
    path,
    title: project.title,
    description: projectTexts(project, translator.lang).summary,
    jsonLd: [
      projectJsonLd(origin, project, company, translator),
      breadcrumbJsonLd(origin, [
        { name: t("common.nav.home"), path: pathIn(translator.lang, "/") },
        { name: t("projects.list.title"), path: pathIn(translator.lang, "/projects") },
        { name: project.title, path: pathIn(translator.lang, path) },
      ]),
    ],
  });
};

export const handle = ISLANDS_PAGE;

export default function ProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { project } = loaderData;
  const { t, lang } = useTranslator();
  const company = useCompany();
  const { summary, story } = projectTexts(project, lang);
  const [first, ...rest] = project.photos;
  return (
    <>
      <div className="blueprint-grid bg-navy-900 px-4 pb-12 pt-32 text-white sm:px-6 xl:pt-36">
        <div className="mx-auto max-w-7xl">
          <Breadcrumb
            crumbs={[
              { name: t("common.nav.home"), path: "/" },
              { name: t("projects.list.title"), path: "/projects" },
            ]}
            current={project.title}
          />
          <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-accent-400">
            {marketLabel(project.market, t)}
          </p>
          <h1 className="mt-1 text-4xl font-bold tracking-tight sm:text-5xl">{project.title}</h1>
          <p className="mt-4 text-lg text-navy-100">
            {t("projects.card.where", {
              city: project.city,
              state: project.state,
              year: String(project.year),
            })}
          </p>
          <p className="mt-4 max-w-3xl text-xl text-white" data-summary>
            {summary}
          </p>
          <a
            href={`#${SIMILAR_ID}`}
            className="mt-8 inline-flex items-center gap-2 rounded-md bg-accent-400 px-6 py-3 font-semibold text-navy-950 hover:bg-accent-300"
          >
            {t("projects.page.similar.title")}
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
        </div>
      </div>
      <div className="bg-white px-4 py-12 sm:px-6">
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {first ? (
              <EnlargeablePhoto
                photo={first}
                eager
                sizes="(min-width: 1280px) 820px, (min-width: 1024px) 66vw, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
                imageClassName="h-auto w-full rounded-xl"
              />
            ) : null}
            <section aria-labelledby="story-title" className="mt-10">
              <h2 id="story-title" className="text-2xl font-bold tracking-tight text-navy-900">
                {t("projects.page.story")}
              </h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
                {story
                  .split(/\n\s*\n|\n/)
                  .filter((paragraph) => paragraph.trim())
                  .map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
              </div>
            </section>
            <ClientQuote project={project} />
            {rest.length ? (
              <section aria-labelledby="photos-title" className="mt-12">
                <h2 id="photos-title" className="text-2xl font-bold tracking-tight text-navy-900">
                  {t("projects.page.photos")}
                </h2>
                <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                  {rest.map((photo) => (
                    <li key={photo.variants[0]?.fileId ?? photo.alt}>
                      <EnlargeablePhoto
                        photo={photo}
                        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                        imageClassName="h-auto w-full rounded-lg"
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <Facts project={project} />
        </div>
      </div>
      <section
        id={SIMILAR_ID}
        aria-labelledby="similar-title"
        className="scroll-mt-28 bg-slate-50 px-4 py-16 sm:px-6"
      >
        <div className="mx-auto max-w-3xl">
          <h2 id="similar-title" className="text-3xl font-bold tracking-tight text-navy-900">
            {t("projects.page.similar.title")}
          </h2>
          <p className="mt-2 mb-8 text-lg text-slate-700">{t("projects.page.similar.intro")}</p>
          <Island
            name="contactForm"
            props={{
              fallback: actionData ?? loaderData.contactSent ?? undefined,
              phone: company.phone.display,
              page: projectPath(project.slug),
              message: t("projects.page.similar.message", { title: project.title }),
            }}
          />
        </div>
      </section>
      {project.photos.length > 0 ? <PhotoViewer /> : null}
    </>
  );
}

/** The "start a similar project" section, which the button under the summary leads to. */
const SIMILAR_ID = "start-similar";

function ClientQuote({ project }: { project: PublicProject }) {
  const { t } = useTranslator();
  if (!project.quoteText || !project.quoteName) return null;
  return (
    <section aria-labelledby="quote-title" className="mt-12">
      <h2 id="quote-title" className="sr-only">
        {t("projects.page.quote")}
      </h2>
      <figure className="rounded-xl border-l-4 border-accent-400 bg-slate-50 p-6">
        <Quote className="size-6 text-amber-700" aria-hidden="true" />
        <blockquote className="mt-2 text-xl text-navy-900">{project.quoteText}</blockquote>
        <figcaption className="mt-3 text-sm font-semibold text-slate-700">
          {project.quoteRole
            ? t("projects.page.quoteBy", { name: project.quoteName, role: project.quoteRole })
            : project.quoteName}
        </figcaption>
      </figure>
    </section>
  );
}

function Facts({ project }: { project: PublicProject }) {
  const { t } = useTranslator();
  const localPath = useLocalPath();
  const projectServices = services.filter((service) => project.services.includes(service.slug));
  return (
    <aside aria-label={t("projects.page.figures")} className="space-y-6">
      <section className="rounded-xl border border-slate-200 bg-slate-50 p-6">
        <h2 className="text-lg font-semibold text-navy-900">{t("projects.page.client")}</h2>
        <p className="mt-2 text-navy-900" data-client>
          {clientLabel(project, t)}
        </p>
      </section>
      {project.figures.length ? (
        <section className="rounded-xl border border-slate-200 bg-slate-50 p-6">
          <h2 className="text-lg font-semibold text-navy-900">{t("projects.page.figures")}</h2>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {project.figures.map((figure) => (
              <div key={figure.label}>
                <dt className="text-sm text-slate-600">{figure.label}</dt>
                <dd className="text-2xl font-bold text-navy-900">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section className="rounded-xl border border-slate-200 bg-slate-50 p-6">
        <h2 className="text-lg font-semibold text-navy-900">{t("projects.page.services")}</h2>
        <ul className="mt-3 space-y-2">
          {projectServices.map((service) => (
            <li key={service.slug}>
              <a
                href={localPath(servicePath(service.slug))}
                className="font-semibold text-navy-800 underline underline-offset-2"
              >
                {t(service.title)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <a
        href={localPath("/projects")}
        className="inline-flex items-center gap-2 font-semibold text-navy-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("projects.page.back")}
      </a>
    </aside>
  );
}
