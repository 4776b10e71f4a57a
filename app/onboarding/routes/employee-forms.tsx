import { data, redirect, useLocation } from "react-router";
import { getViewer } from "~/auth/session.server";
import { seoFromMatches } from "~/company/seo";
import { readForm } from "~/forms/form.server";
import { answerHeaders, privateAnswer } from "~/http/cache-control";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { type Lang, langOfPath } from "~/i18n/languages";
import { translateMessage } from "~/i18n/translator";
import { LazyIsland } from "~/islands/Island";
import { islandsPageWith } from "~/islands/page";
import { localeFormat } from "~/site/locale-format";
import { pageMeta } from "~/site/seo";
import { PageHero } from "~/ui/PageHero";
import { EmployeePortal } from "../components/EmployeePortal";
import type { MileageState } from "../components/MileageCalculator";
import { MAX_ONE_WAY_MILES, mileageClaim } from "../mileage";
import { mileageQuerySchema } from "../onboarding.validation";
import {
  allowNameLookup,
  loadTracker,
  onboardingDependencies,
  type SubmitAllResult,
  submitAllFromForm,
  trackerReader,
} from "../progress/tracker.server";
import type { Route } from "./+types/employee-forms";

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/team/employees",
    title: seo.t("seo.employees.title"),
    description: seo.t("seo.employees.description"),
  });
};

/** Rendered whole on the server; the portal below the title is its one island. */
export const handle = { ...islandsPageWith("employeePortal"), messages: ["onboarding", "auth"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const viewer = await getViewer(request, context);
  // A signed-in employee sees their own progress without typing their name; the admin is no
  // hire, and is pointed to everyone's progress instead.
  if (
    viewer &&
    !viewer.isAdmin &&
    viewer.firstName &&
    viewer.lastName &&
    !url.searchParams.has("firstName") &&
    !url.searchParams.has("lastName")
  ) {
    url.searchParams.set("firstName", viewer.firstName);
    url.searchParams.set("lastName", viewer.lastName);
  }
  const tracker = await loadTracker(
    onboardingDependencies(context, lang),
    url.searchParams,
    trackerReader(context, lang, viewer),
    { allowCheck: () => allowNameLookup(context), syncFirst: viewer !== null },
  );
  const body = {
    tracker,
    mileage: readMileage(url.searchParams, lang),
    viewer: viewer
      ? {
          // A hire is greeted by first name; the admin is named in full, as the admin.
          name: viewer.isAdmin ? viewer.name : (viewer.firstName ?? viewer.name),
          isAdmin: viewer.isAdmin,
        }
      : null,
    redirectTo: url.searchParams.get("redirectTo") ?? undefined,
  };
  const status =
    tracker.check?.status === "limited"
      ? 429
      : tracker.check?.status === "invalid" || body.mileage.error
        ? 400
        : 200;
  // A name looked up shows that person's progress: the answer stays with the visitor.
  const named = url.searchParams.has("firstName") || url.searchParams.has("lastName");
  return data(body, { status, headers: named ? privateAnswer : {} });
}

export const headers = answerHeaders;

function readMileage(params: URLSearchParams, lang: Lang): MileageState {
  const miles = (params.get("miles") ?? "").slice(0, 20);
  const trip = params.get("trip") === "one-way" ? "one-way" : "round-trip";
  if (!params.has("miles")) return { miles: "", trip };
  const parsed = mileageQuerySchema.safeParse({ miles: miles || undefined, trip });
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? "";
    const max = localeFormat(lang).number(MAX_ONE_WAY_MILES, 0);
    return { miles, trip, error: translateMessage(serverTranslator(lang), key, { max }) };
  }
  return { miles, trip, claim: mileageClaim(parsed.data.miles, parsed.data.trip) };
}

/** "Submit All Forms": stored once, then the confirmation (post, redirect, get). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request, ["firstName", "lastName"]);
  const result: SubmitAllResult = await submitAllFromForm(
    context,
    onboardingDependencies(context, langOfPath(new URL(request.url).pathname)),
    values,
    new URL(request.url).pathname,
    await getViewer(request, context),
  );
  if (result.ok) return redirect(result.redirectTo);
  return data({ message: result.message }, { status: result.status });
}

export default function EmployeeForms({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t("onboarding.eyebrow")} title={t("onboarding.pageTitle")}>
        {t("onboarding.intro")}
      </PageHero>
      <LazyIsland
        name="employeePortal"
        component={EmployeePortal}
        props={{ ...loaderData, submitError: actionData, pathname, search }}
      />
    </>
  );
}
