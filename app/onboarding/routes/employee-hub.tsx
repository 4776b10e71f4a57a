import { BookOpen, ClipboardList, UserRound, Wrench } from "lucide-react";
import { Link } from "react-router";
import { SignOutButton } from "~/accounts/components/SignOutButton";
import { requireEmployee } from "~/auth/session.server";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { privatePageMeta } from "~/layout/page-meta";
import { ProgressBar } from "~/onboarding/components/ProgressBar";
import { hubProgress } from "~/onboarding/progress/progress-glance.server";
import { PageHero } from "~/ui/PageHero";
import type { Route } from "./+types/employee-hub";

export const meta: Route.MetaFunction = privatePageMeta("onboarding.hub.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireEmployee(request, context);
  return {
    firstName: viewer.firstName ?? viewer.name,
    // A technician's way to their work orders (docs/service-desk.md).
    technician: viewer.permissions.includes("field"),
    progress: await hubProgress(context, viewer),
  };
}

/** The new-hires screen is an islands page (docs/decisions/0009): its links load a document. */
const links = [
  {
    to: "/team/employees",
    reloadDocument: true,
    icon: ClipboardList,
    title: "onboarding.hub.forms",
    text: "onboarding.hub.formsText",
  },
  {
    to: "/team/employees?tab=resources",
    reloadDocument: true,
    icon: BookOpen,
    title: "onboarding.hub.resources",
    text: "onboarding.hub.resourcesText",
  },
  {
    to: "/employees/info",
    reloadDocument: false,
    icon: UserRound,
    title: "onboarding.hub.info",
    text: "onboarding.hub.infoText",
  },
] as const;

const workOrdersLink = {
  to: "/team/work-orders",
  reloadDocument: false,
  icon: Wrench,
  title: "onboarding.hub.workOrders",
  text: "onboarding.hub.workOrdersText",
} as const;

export default function EmployeeHub({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <>
      <PageHero
        eyebrow={t("onboarding.hub.title")}
        title={t("onboarding.hub.welcome", { name: loaderData.firstName })}
      >
        {t("onboarding.hub.intro")}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {loaderData.progress ? (
          <section
            aria-labelledby="progress-title"
            className="mb-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="progress-title" className="text-lg font-semibold text-navy-900">
              {t("onboarding.hub.progressHeading")}
            </h2>
            <div className="mt-4 max-w-xl space-y-2">
              <ProgressBar
                percent={loaderData.progress.percent}
                label={t("onboarding.hub.progressLabel")}
              />
              <p className="text-sm font-medium text-slate-700">
                {t("onboarding.formsCompleted", {
                  completed: loaderData.progress.completed,
                  total: loaderData.progress.total,
                })}
              </p>
            </div>
          </section>
        ) : null}
        <ul className="grid gap-5 md:grid-cols-3">
          {(loaderData.technician ? [workOrdersLink, ...links] : links).map((link) => (
            <li key={link.title}>
              <Link
                to={localPath(link.to)}
                reloadDocument={link.reloadDocument}
                className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-navy-300"
              >
                <link.icon className="size-7 text-navy-700" aria-hidden="true" />
                <span className="mt-4 text-lg font-semibold text-navy-900">{t(link.title)}</span>
                <span className="mt-1 text-slate-600">{t(link.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <SignOutButton />
        </div>
      </div>
    </>
  );
}
