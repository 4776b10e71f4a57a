import { data } from "react-router";
import { companyNameFromMatches, seoFromMatches } from "~/company/seo";
import { toAnswer } from "~/forms/answer-target";
import { FormAnswer, FormNotice } from "~/forms/FormBanner";
import type { FormResult } from "~/forms/result";
import { answerHeaders } from "~/http/cache-control";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { ISLANDS_PAGE } from "~/islands/page";
import { pageTitle } from "~/site/titles";
import { PortalItem } from "~/subcontractors/components/PortalItem";
import { STATUS_KEYS } from "~/subcontractors/message-keys";
import {
  answerDocumentUpload,
  PORTAL_HEADERS,
  type PortalView,
  portalView,
} from "~/subcontractors/portal/portal.server";
import type { Route } from "./+types/documents";

/**
 * A subcontractor's own page (docs/product.md#subcontractors), opened by the personal link of
 * their invitation: no account, no password. Private: never cached, indexed or named to another
 * site (Referrer-Policy: same-origin), since its address is the key.
 */
export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: pageTitle(
      seoFromMatches(matches).t("subcontractors.portal.title"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export const headers = answerHeaders;

/**
 * The uploads' answer (docs/decisions/0076): above the items, or in the item a refusal is about;
 * each item's form posts to it.
 */
const UPLOAD_FORM = "upload";

export const handle = ISLANDS_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await portalView(context, request);
  return data(view, { status: view ? 200 : 404, headers: PORTAL_HEADERS });
}

/** One item's upload: streamed and checked by app/files; nothing is stored when it fails. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await answerDocumentUpload(context, request);
  return data<FormResult>(answer.result, {
    status: answer.status,
    headers: { ...PORTAL_HEADERS, ...answer.headers },
  });
}

function aboutAnItem(answer: FormResult, items: PortalView["items"]): boolean {
  return !answer.ok && items.some((item) => item.requirement.id === answer.values.requirementId);
}

export default function SubcontractorDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  if (!loaderData) {
    return (
      <div className="mx-auto max-w-3xl px-4 pt-32 pb-16 sm:px-6">
        <h1 className="text-3xl font-bold text-navy-900">{t("subcontractors.portal.title")}</h1>
        <FormNotice tone="error">{t("subcontractors.portal.linkInvalid")}</FormNotice>
        <a
          href={localPath("/team/subcontractors#lost-link")}
          className="font-semibold text-navy-700 underline"
        >
          {t("subcontractors.portal.askNewLink")}
        </a>
      </div>
    );
  }
  const { company, status, items, action } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 pt-28 pb-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">
        {t("subcontractors.portal.title")}
      </h1>
      <p className="mt-1 text-lg text-navy-700">{t("subcontractors.portal.for", { company })}</p>
      <p className="mt-3 text-slate-600">{t("subcontractors.portal.intro")}</p>
      <p className="mt-4 inline-block rounded-full bg-navy-900 px-4 py-1.5 text-sm font-semibold text-white">
        {t("subcontractors.portal.status", { status: t(STATUS_KEYS[status]) })}
      </p>
      <div className="mt-6">
        {/* A refusal about one item shows in that item (PortalItem); any other answer here. */}
        <FormAnswer
          form={UPLOAD_FORM}
          answer={actionData && !aboutAnItem(actionData, items) ? actionData : undefined}
        />
      </div>
      <ul className="mt-4 space-y-4">
        {items.map((item) => (
          <PortalItem
            key={item.requirement.id}
            item={item}
            action={toAnswer(action, UPLOAD_FORM)}
            answerTo={UPLOAD_FORM}
            answer={actionData ?? undefined}
          />
        ))}
      </ul>
    </div>
  );
}
