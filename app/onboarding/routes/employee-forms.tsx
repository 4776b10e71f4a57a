import { data, redirect, useLocation } from "react-router";
import { getViewer } from "~/auth/session.server";
import { readForm } from "~/forms/form.server";
import { LazyIsland } from "~/islands/Island";
import { islandsPageWith } from "~/islands/page";
import { onboardingMessages } from "~/site/messages";
import { companyNameFromMatches, originFromMatches, pageMeta } from "~/site/seo";
import { PageHero } from "~/ui/PageHero";
import { mileageClaim } from "../mileage";
import { mileageQuerySchema } from "../onboarding.validation";
import {
  allowNameLookup,
  loadTracker,
  onboardingDependencies,
  type SubmitAllResult,
  submitAllFromForm,
} from "../tracker.server";
import { EmployeePortal } from "../ui/EmployeePortal";
import type { MileageState } from "../ui/MileageCalculator";
import type { Route } from "./+types/employee-forms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originFromMatches(matches),
    companyName: companyNameFromMatches(matches),
    path: "/team/employees",
    title: onboardingMessages.pageTitle,
    description:
      "New hires: complete your 20 onboarding forms, check your progress, and read the expense, mileage, task sheet and invoice policies.",
  });

/** Rendered whole on the server; the portal below the title is its one island. */
export const handle = islandsPageWith("employeePortal");

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
    allowCheck: () => allowNameLookup(context),
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
  const values = await readForm(request, ["firstName", "lastName"]);
  const result: SubmitAllResult = await submitAllFromForm(
    context,
    onboardingDependencies(context),
    values,
    new URL(request.url).pathname,
    await getViewer(request, context),
  );
  if (result.ok) return redirect(result.redirectTo);
  return data({ message: result.message }, { status: result.status });
}

export default function EmployeeForms({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  return (
    <>
      <PageHero eyebrow="New Hires Portal" title={onboardingMessages.pageTitle}>
        Complete your onboarding forms and find the policies you need on the job.
      </PageHero>
      <LazyIsland
        name="employeePortal"
        component={EmployeePortal}
        props={{ ...loaderData, submitError: actionData, pathname, search }}
      />
    </>
  );
}
