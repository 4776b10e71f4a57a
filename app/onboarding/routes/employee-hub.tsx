import { BookOpen, ClipboardList, UserRound } from "lucide-react";
import { Link } from "react-router";
import { SignOutButton } from "~/auth/SignOutButton";
import { requireEmployee } from "~/auth/session.server";
import { hubProgress } from "~/onboarding/progress-glance.server";
import { ProgressBar } from "~/onboarding/ui/ProgressBar";
import { onboardingMessages } from "~/site/messages";
import { pageTitle } from "~/site/titles";
import { PageHero } from "~/ui/PageHero";
import type { Route } from "./+types/employee-hub";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Employee Hub") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireEmployee(request, context);
  return {
    firstName: viewer.firstName ?? viewer.name,
    progress: await hubProgress(context, viewer),
  };
}

/** The new-hires screen is an islands page (docs/decisions/0009): its links load a document. */
const links = [
  {
    to: "/team/employees",
    reloadDocument: true,
    icon: ClipboardList,
    title: "Employee Forms",
    text: "Your 20 onboarding forms and your progress.",
  },
  {
    to: "/team/employees?tab=resources",
    reloadDocument: true,
    icon: BookOpen,
    title: "Employee Resources",
    text: "Required forms, expenses, mileage and task-sheet policies.",
  },
  {
    to: "/employees/info",
    reloadDocument: false,
    icon: UserRound,
    title: "Employee Information",
    text: "Your account, password, HR contacts and offices.",
  },
];

export default function EmployeeHub({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Employee Hub" title={`Welcome, ${loaderData.firstName}`}>
        Everything you need for your first weeks with us.
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {loaderData.progress ? (
          <section
            aria-labelledby="progress-title"
            className="mb-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="progress-title" className="text-lg font-semibold text-navy-900">
              Your onboarding forms
            </h2>
            <div className="mt-4 max-w-xl space-y-2">
              <ProgressBar percent={loaderData.progress.percent} label="Your onboarding progress" />
              <p className="text-sm font-medium text-slate-700">
                {onboardingMessages.formsCompleted(
                  loaderData.progress.completed,
                  loaderData.progress.total,
                )}
              </p>
            </div>
          </section>
        ) : null}
        <ul className="grid gap-5 md:grid-cols-3">
          {links.map((link) => (
            <li key={link.title}>
              <Link
                to={link.to}
                reloadDocument={link.reloadDocument}
                className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-navy-300"
              >
                <link.icon className="size-7 text-navy-700" aria-hidden="true" />
                <span className="mt-4 text-lg font-semibold text-navy-900">{link.title}</span>
                <span className="mt-1 text-slate-600">{link.text}</span>
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
