import { Tabs } from "radix-ui";
import {
  data,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
} from "react-router";
import { EmployeeLogin } from "~/auth/EmployeeLogin";
import { SignOutButton } from "~/auth/SignOutButton";
import { getViewer } from "~/auth/session.server";
import { readTextFields } from "~/leads/form-data";
import { hitLimit } from "~/limits/rate-limit.server";
import { onboardingMessages } from "~/site/messages";
import { originFromMatches, pageMeta } from "~/site/seo";
import { PageHero } from "~/ui/PageHero";
import { mileageClaim } from "../mileage";
import { mileageQuerySchema } from "../onboarding.validation";
import {
  loadTracker,
  onboardingDependencies,
  type SubmitAllResult,
  submitAllFromForm,
} from "../tracker.server";
import { ConfirmationView } from "../ui/ConfirmationView";
import type { MileageState } from "../ui/MileageCalculator";
import { ResourcesPanel } from "../ui/ResourcesPanel";
import { TrackerPanel } from "../ui/TrackerPanel";
import type { Route } from "./+types/employee-forms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originFromMatches(matches),
    path: "/team/employees",
    title: onboardingMessages.pageTitle,
    description:
      "New hires: complete your 20 onboarding forms, check your progress, and read the expense, mileage, task sheet and invoice policies.",
  });

type Tab = "forms" | "resources";

/**
 * Progress checks per client address: plenty for a room of hires behind one address, too few
 * to try names in bulk.
 */
const CHECK_LIMIT = { name: "tracker-check:client", max: 60, windowMs: 15 * 60_000 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const viewer = await getViewer(request, context);
  // A signed-in employee sees their own progress without typing their name.
  if (
    viewer?.firstName &&
    viewer.lastName &&
    !url.searchParams.has("firstName") &&
    !url.searchParams.has("lastName")
  ) {
    url.searchParams.set("firstName", viewer.firstName);
    url.searchParams.set("lastName", viewer.lastName);
  }
  const tracker = await loadTracker(onboardingDependencies(context), url.searchParams, {
    allowCheck: async () =>
      (await hitLimit(context.database.db, CHECK_LIMIT, context.clientAddress)).allowed,
  });
  const body = {
    tracker,
    mileage: readMileage(url.searchParams),
    viewer: viewer ? { name: viewer.firstName ?? viewer.name } : null,
    redirectTo: url.searchParams.get("redirectTo") ?? undefined,
  };
  const status =
    tracker.check?.status === "limited"
      ? 429
      : tracker.check?.status === "invalid" || body.mileage.error
        ? 400
        : 200;
  return data(body, { status });
}

function readMileage(params: URLSearchParams): MileageState {
  const miles = (params.get("miles") ?? "").slice(0, 20);
  const trip = params.get("trip") === "one-way" ? "one-way" : "round-trip";
  if (!params.has("miles")) return { miles: "", trip };
  const parsed = mileageQuerySchema.safeParse({ miles: miles || undefined, trip });
  if (!parsed.success) {
    return { miles, trip, error: parsed.error.issues[0]?.message };
  }
  return { miles, trip, claim: mileageClaim(parsed.data.miles, parsed.data.trip) };
}

/** "Submit All Forms": stored once, then the confirmation (post, redirect, get). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = readTextFields(await request.formData(), ["firstName", "lastName"]);
  const result: SubmitAllResult = await submitAllFromForm(
    context,
    onboardingDependencies(context),
    values,
    new URL(request.url).pathname,
  );
  if (result.ok) return redirect(result.redirectTo);
  return data({ message: result.message }, { status: result.status });
}

export default function EmployeeForms({ loaderData, actionData }: Route.ComponentProps) {
  const { tracker, mileage, viewer, redirectTo } = loaderData;
  const location = useLocation();
  // The tab lives in the URL (?tab=resources), so that it works without scripts too.
  const tab: Tab =
    new URLSearchParams(location.search).get("tab") === "resources" ? "resources" : "forms";
  const navigate = useNavigate();
  const tabHref = (value: Tab) => {
    const query = new URLSearchParams(location.search);
    if (value === "forms") query.delete("tab");
    else query.set("tab", value);
    const search = query.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : "" };
  };

  return (
    <>
      <PageHero eyebrow="New Hires Portal" title={onboardingMessages.pageTitle}>
        Complete your onboarding forms and find the policies you need on the job.
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        {viewer ? (
          <div className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-5 py-4">
            <p className="text-navy-900">
              Signed in as <span className="font-semibold">{viewer.name}</span>.{" "}
              <Link to="/team/employees/hub" className="font-semibold text-navy-700 underline">
                Go to your Employee Hub
              </Link>
            </p>
            <SignOutButton />
          </div>
        ) : (
          <div className="mb-10 grid gap-6 lg:grid-cols-[minmax(0,26rem)_1fr] lg:items-start">
            <EmployeeLogin redirectTo={redirectTo} />
            <p className="text-slate-600 lg:pt-8">
              Signed in, you see your own progress at once. Not set up yet? HR sends you an
              invitation e-mail with a link to choose your password. You can also check your
              progress below by entering your first and last name.
            </p>
          </div>
        )}
        <Tabs.Root
          value={tab}
          onValueChange={(value) =>
            navigate(tabHref(value as Tab), { replace: true, preventScrollReset: true })
          }
        >
          <Tabs.List
            aria-label="New hire portal"
            className="flex gap-1 rounded-lg border border-slate-200 bg-slate-50 p-1"
          >
            {(
              [
                ["forms", onboardingMessages.formsTab],
                ["resources", onboardingMessages.resourcesTab],
              ] as const
            ).map(([value, label]) => (
              <Tabs.Trigger key={value} value={value} asChild>
                <Link
                  to={tabHref(value)}
                  replace
                  preventScrollReset
                  // With scripts, Radix already switched the tab on press: no second navigation.
                  onClick={(event) => {
                    if (!event.metaKey && !event.ctrlKey && !event.shiftKey) event.preventDefault();
                  }}
                  className="flex-1 rounded-md px-3 py-2.5 text-center text-sm font-semibold text-navy-700 hover:text-navy-950 data-[state=active]:bg-white data-[state=active]:text-navy-950 data-[state=active]:shadow-sm sm:text-base"
                >
                  {label}
                </Link>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="forms" className="mt-8">
            {tracker.confirmation ? (
              <ConfirmationView
                name={tracker.confirmation.name}
                submittedAt={tracker.confirmation.submittedAt}
                dashboardHref={`${location.pathname}?${new URLSearchParams({
                  firstName: tracker.values.firstName,
                  lastName: tracker.values.lastName,
                })}`}
              />
            ) : (
              <TrackerPanel data={tracker} submitError={actionData} />
            )}
          </Tabs.Content>
          <Tabs.Content value="resources" className="mt-8">
            <ResourcesPanel mileage={mileage} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </>
  );
}

/** Only the tab changed: nothing to load again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const query = new URLSearchParams(url.search);
    query.delete("tab");
    query.sort();
    return query.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}
