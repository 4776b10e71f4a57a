import { data, Link } from "react-router";
import { companyFromMatches, seoFromMatches } from "~/company/seo";
import { answerFormPost, sentFormMessage } from "~/forms/answer.server";
import { answerHeaders } from "~/http/cache-control";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useLocalPath, useTranslator } from "~/i18n/I18nContext";
import { langOfPath, pathIn } from "~/i18n/languages";
import { ISLANDS_PAGE } from "~/islands/page";
import { pageMeta } from "~/site/seo";
import { calendarDay } from "~/site/wall-clock";
import { PageHero } from "~/ui/PageHero";
import { receiveApplication } from "../applications.server";
import { isOpen, postingPath } from "../careers";
import { ApplyForm } from "../components/ApplyForm";
import { PlainText } from "../components/PlainText";
import { jobPostingJsonLd } from "../job-posting-json-ld";
import { EMPLOYMENT_TYPE_KEYS, PAY_RANGE_KEYS } from "../messages";
import { postingView } from "../posting-view";
import { findPostingBySlug } from "../postings.server";
import type { Route } from "./+types/careers-posting";

const APPLY_FORM = "careers-apply";

/**
 * The open posting at a slug: 404 for none or a draft, 410 once it is closed (by the admin, or
 * by its closing date passing): search engines then drop it.
 */
async function openPosting(context: Route.LoaderArgs["context"], slug: string) {
  const posting = await findPostingBySlug(context.database.db, slug.slice(0, 100));
  if (!posting || posting.status === "draft") throw data("Not Found", { status: 404 });
  if (!isOpen(posting, calendarDay(new Date(), context.company.facts().timeZone))) {
    throw data("Gone", { status: 410 });
  }
  return posting;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const posting = await openPosting(context, params.slug);
  const lang = langOfPath(new URL(request.url).pathname);
  const sent = sentFormMessage(request, APPLY_FORM, () =>
    serverTranslator(lang).t("careers.apply.success"),
  );
  return data(
    { posting: postingView(posting, context.company.facts().offices, lang), sent: sent.result },
    { headers: sent.headers },
  );
}

/** The application form posts here, with or without JavaScript (Post/Redirect/Get). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const posting = await openPosting(context, params.slug);
  const answer = await receiveApplication(request, context, posting);
  const lang = langOfPath(new URL(request.url).pathname);
  return answerFormPost(request, answer, {
    form: APPLY_FORM,
    page: pathIn(lang, postingPath(posting.slug)),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = seoFromMatches(matches);
  const posting = loaderData?.posting;
  if (!posting) return [];
  const path = postingPath(posting.slug);
  return pageMeta({
    ...seo,
    path,
    title: posting.title,
    description: `${posting.office} · ${seo.t(PAY_RANGE_KEYS[posting.payPeriod], {
      min: posting.payMinText,
      max: posting.payMaxText,
    })}`,
    jsonLd: [
      jobPostingJsonLd(
        seo.origin,
        pathIn(seo.translator.lang, path),
        posting,
        companyFromMatches(matches),
      ),
    ],
  });
};

/** An action's own headers reach the browser: `Retry-After` on a refusal for now. */
export const headers = answerHeaders;

export const handle = ISLANDS_PAGE;

export default function PostingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const localPath = useLocalPath();
  const { posting } = loaderData;
  const facts = [
    { label: t("careers.posting.office"), value: posting.office },
    { label: t("careers.posting.type"), value: t(EMPLOYMENT_TYPE_KEYS[posting.employmentType]) },
    {
      label: t("careers.posting.pay"),
      value: t(PAY_RANGE_KEYS[posting.payPeriod], {
        min: posting.payMinText,
        max: posting.payMaxText,
      }),
    },
    { label: t("careers.posting.closes"), value: posting.closesOnText },
  ];
  return (
    <>
      <PageHero eyebrow={t("careers.title")} title={posting.title} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_24rem]">
        <div>
          <Link to={localPath("/careers")} className="text-sm text-navy-700 underline">
            {t("careers.posting.back")}
          </Link>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
                <dd className="font-semibold text-navy-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-10 text-xl font-bold text-navy-900">
            {t("careers.posting.description")}
          </h2>
          <div className="mt-3">
            <PlainText text={posting.description} />
          </div>
          <h2 className="mt-10 text-xl font-bold text-navy-900">
            {t("careers.posting.requirements")}
          </h2>
          <div className="mt-3">
            <PlainText text={posting.requirements} />
          </div>
        </div>
        <ApplyForm
          form={APPLY_FORM}
          action={localPath(postingPath(posting.slug))}
          result={actionData ?? loaderData.sent ?? undefined}
        />
      </div>
    </>
  );
}
