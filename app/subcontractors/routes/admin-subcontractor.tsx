import { data } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { DIR_REGISTRATION_SEARCH_URL, licenseLookupUrl } from "~/company/lookups";
import { Time, useCompanyDay } from "~/company/Time";
import { fileUrl } from "~/files/kinds";
import { AnswerForm } from "~/forms/AnswerForm";
import { askButton, ConfirmAction } from "~/forms/ConfirmAction";
import { FormAnswer } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { serverTranslator } from "~/i18n/catalogue.server";
import { AdminShell } from "~/layout/AdminShell";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { subcontractorTexts as text } from "../admin-texts";
import type { LinkView } from "../links.server";
import { detailLines } from "../requirement-text";
import { requirementTitleInEnglish } from "../requirements";
import { deletionDue, documentRetentionYears } from "../retention.server";
import { answerReviewForm, type ReviewAnswer } from "../review.server";
import { subcontractorPage } from "../subcontractor-page.server";
import { SUBCONTRACTOR_LIMITS as LIMITS } from "../subcontractors.validation";
import type { Route } from "./+types/admin-subcontractor";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(text.title, companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, "subcontractors");
  const page = /^[0-9a-f-]{36}$/i.test(params.subcontractorId)
    ? await subcontractorPage(context.database.db, params.subcontractorId)
    : null;
  if (!page) throw data(text.detail.notFound, { status: 404 });
  const years = await documentRetentionYears(context.database.db);
  const deletedOn = page.row.removedAt ? deletionDue(page.row.removedAt, years) : null;
  // What the office set for each item, beside the document it checks (admin screens: English).
  const { t } = serverTranslator("en");
  const compliance = {
    ...page.compliance,
    items: page.compliance.items.map((item) => ({
      ...item,
      required: detailLines(item.requirement, t),
    })),
  };
  return { ...page, compliance, retentionYears: years, deletedOn };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requirePermission(request, context, "subcontractors");
  if (!/^[0-9a-f-]{36}$/i.test(params.subcontractorId)) {
    throw data(text.detail.notFound, { status: 404 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ReviewAnswer>(
      { ok: false, target: "", errors: {}, values: {}, message: text.unknownAction },
      { status: 400 },
    );
  }
  const { status, answer } = await answerReviewForm(
    context,
    { id: viewer.id, email: viewer.email },
    params.subcontractorId,
    form,
  );
  return data(answer, { status });
}

/** Every form of the page answers at its top (docs/decisions/0076). */
const PAGE_FORM = "subcontractor";
const dangerButton = `${askButton} py-2`;

const smallButton =
  "rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-navy-800 hover:bg-slate-50";
const linkClass = "font-semibold text-navy-700 underline";

export default function AdminSubcontractor({ loaderData, actionData }: Route.ComponentProps) {
  const { row, setName, compliance, links, timeline, retentionYears, deletedOn } = loaderData;
  const removed = row.removedAt !== null;
  const day = useCompanyDay();
  return (
    <AdminShell
      title={row.company}
      titleAside={
        <span className="rounded-full bg-navy-900 px-3 py-1 text-sm font-semibold text-white">
          {text.statuses[compliance.status]}
        </span>
      }
      back={{ to: "/admin/subcontractors", label: text.detail.back }}
    >
      <FormAnswer form={PAGE_FORM} answer={actionData} />
      {removed && deletedOn ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {text.detail.removedOn(day(row.removedAt), day(deletedOn))}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={text.detail.contact} value={`${row.contactName} <${row.email}>`} />
        <Fact label={text.detail.broker} value={row.brokerEmail ?? "—"} />
        <Fact label={text.detail.set} value={setName} />
        <Fact label={text.detail.language} value={row.language === "es" ? "Spanish" : "English"} />
      </dl>
      <section aria-labelledby="link-title" className="mt-6">
        <h2 id="link-title" className="text-lg font-bold text-navy-900">
          {text.detail.link}
        </h2>
        <p className="mb-3 max-w-prose text-sm text-slate-600">{text.detail.linksIntro}</p>
        <RecordTable
          caption={text.detail.linksCaption}
          rows={links}
          rowKey={(link) => link.id}
          columns={linkColumns(removed, day)}
          empty={<p className="text-sm text-slate-600">{text.detail.linkNone}</p>}
        />
        {removed ? null : (
          <div className="mt-3 flex flex-wrap gap-2">
            <IntentButton intent="send-link" label={text.detail.sendLink} />
            {row.brokerEmail ? (
              <IntentButton intent="send-broker" label={text.detail.sendToBroker} />
            ) : null}
          </div>
        )}
      </section>
      <section aria-labelledby="requirements-title" className="mt-8">
        <h2 id="requirements-title" className="text-lg font-bold text-navy-900">
          {text.detail.requirements}
        </h2>
        <ul className="mt-3 space-y-4">
          {compliance.items.map((item) => (
            <RequirementReview
              key={item.requirement.id}
              item={item}
              answer={actionData}
              readOnly={removed}
            />
          ))}
        </ul>
      </section>
      {removed ? null : (
        <section aria-labelledby="remove-title" className="mt-8">
          <h2 id="remove-title" className="text-lg font-bold text-navy-900">
            {text.detail.removeTitle}
          </h2>
          <p className="max-w-prose text-sm text-slate-600">
            {text.detail.removeIntro(retentionYears)}
          </p>
          <div className="mt-2">
            <ConfirmAction
              label={text.detail.remove}
              question={text.detail.removeQuestion(row.company)}
              consequence={text.detail.removeIntro(retentionYears)}
              confirmLabel={text.detail.removeConfirm}
              intent="remove"
              answerTo={PAGE_FORM}
              triggerClassName={dangerButton}
            />
          </div>
        </section>
      )}
      <section aria-labelledby="timeline-title" className="mt-8">
        <h2 id="timeline-title" className="text-lg font-bold text-navy-900">
          {text.detail.timeline}
        </h2>
        <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
          {timeline.map((event) => (
            <li key={event.id}>
              <span className="font-semibold">{text.events[event.action] ?? event.action}</span>
              {event.note ? ` — ${event.note}` : ""}
              <span className="block text-slate-600">
                <Time at={event.createdAt} /> · {event.actor}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </AdminShell>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-semibold text-navy-900">{label}</dt>
      <dd className="break-words text-slate-700">{value}</dd>
    </div>
  );
}

/** A link's sending (the contact's, the broker's): one press, answered at the page's top. */
function IntentButton({ intent, label }: { intent: string; label: string }) {
  return (
    <AnswerForm answerTo={PAGE_FORM}>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={smallButton}>
        {label}
      </button>
    </AnswerForm>
  );
}

type Link = Omit<LinkView, "sentAt" | "expiresAt" | "lastUsedAt"> & {
  sentAt: Date | string;
  expiresAt: Date | string;
  lastUsedAt: Date | string | null;
};

/** Each person's link: who holds it, whether it works, until when; Revoke for a working one. */
function linkColumns(
  removed: boolean,
  day: ReturnType<typeof useCompanyDay>,
): RecordColumn<Link>[] {
  const columns: RecordColumn<Link>[] = [
    {
      label: text.detail.linkColumns.holder,
      cell: (link) => `${link.email} (${text.detail.roles[link.role] ?? link.role})`,
    },
    {
      label: text.detail.linkColumns.state,
      card: "badge",
      cell: (link) => text.detail.linkStates[link.state] ?? link.state,
    },
    { label: text.detail.linkColumns.sent, cell: (link) => day(link.sentAt) },
    { label: text.detail.linkColumns.expires, cell: (link) => day(link.expiresAt) },
    {
      label: text.detail.linkColumns.used,
      cell: (link) => (link.lastUsedAt ? day(link.lastUsedAt) : text.detail.never),
    },
  ];
  if (removed) return columns;
  return [
    ...columns,
    {
      label: text.detail.revoke,
      hideLabel: true,
      card: "actions",
      cell: (link) =>
        link.state === "revoked" ? null : (
          <ConfirmAction
            label={text.detail.revoke}
            accessibleLabel={text.detail.revokeLabel(link.email)}
            question={text.detail.revokeQuestion(link.email)}
            consequence={text.detail.revokeConsequence}
            confirmLabel={text.detail.revokeConfirm}
            intent="revoke"
            fields={{ linkId: link.id }}
            answerTo={PAGE_FORM}
            triggerClassName={dangerButton}
          />
        ),
    },
  ];
}

type Item = Route.ComponentProps["loaderData"]["compliance"]["items"][number];

/** One requirement beside its newest document, with the office's decisions. */
function RequirementReview({
  item,
  answer,
  readOnly,
}: {
  item: Item;
  answer?: ReviewAnswer;
  readOnly: boolean;
}) {
  const { requirement, document, state, required } = item;
  const day = useCompanyDay();
  const title = requirementTitleInEnglish(requirement, text.kinds);
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-navy-900">{title}</h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold">
          {text.states[state]}
        </span>
      </div>
      {required.length > 0 ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold text-navy-900">{text.detail.required}</p>
          <ul className="list-disc pl-5 text-slate-700">
            {required.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {document?.fileId && document.fileName ? (
        <p className="mt-2 text-sm">
          {text.detail.document}:{" "}
          <a
            href={fileUrl({ id: document.fileId, name: document.fileName })}
            className={linkClass}
            target="_blank"
            rel="noopener"
          >
            {document.fileName}
            <span className="sr-only"> {text.detail.newTab}</span>
          </a>
          {document.expiresOn ? ` · ${text.detail.expires} ${document.expiresOn}` : ""}
          {document.number ? ` · ${text.detail.number} ${document.number}` : ""}
          <LookUp kind={requirement.kind} number={document.number} />
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{document ? "" : text.detail.noDocument}</p>
      )}
      {document?.reviewedAt && document.reviewedBy ? (
        <p className="mt-1 text-sm text-slate-700">
          {document.status === "approved"
            ? text.detail.verified(day(document.reviewedAt), document.reviewedBy)
            : document.status === "waived"
              ? text.detail.waivedBy(day(document.reviewedAt), document.reviewedBy)
              : text.detail.rejectedBy(day(document.reviewedAt), document.reviewedBy)}
          {document.reason ? ` — ${document.reason}` : ""}
        </p>
      ) : null}
      {!readOnly && document?.fileId && document.status === "pending" ? (
        <div className="mt-3 flex flex-wrap items-start gap-2">
          <AnswerForm answerTo={PAGE_FORM}>
            <input type="hidden" name="documentId" value={document.id} />
            <button type="submit" name="intent" value="approve" className={smallButton}>
              {text.detail.approve}
            </button>
          </AnswerForm>
          <ConfirmAction
            label={text.detail.reject}
            question={text.detail.rejectQuestion(title)}
            consequence={text.detail.rejectConsequence}
            confirmLabel={text.detail.rejectConfirm}
            intent="reject"
            fields={{ documentId: document.id }}
            answerTo={PAGE_FORM}
            answer={refused?.target === document.id ? refused : undefined}
            triggerClassName={dangerButton}
          >
            <TextField
              idPrefix={`review-${document.id}`}
              name="reason"
              label={text.detail.reason}
              maxLength={LIMITS.reason}
              defaultValue={refused?.target === document.id ? (refused.values.reason ?? "") : ""}
              error={refused?.target === document.id ? refused.errors.reason : undefined}
            />
          </ConfirmAction>
        </div>
      ) : null}
      {!readOnly && state !== "waived" && state !== "approved" ? (
        <AnswerForm
          answerTo={PAGE_FORM}
          answer={refused?.target === `waive-${requirement.id}` ? refused : undefined}
          className="mt-3 flex flex-wrap items-end gap-2"
        >
          <input type="hidden" name="intent" value="waive" />
          <input type="hidden" name="requirementId" value={requirement.id} />
          <TextField
            idPrefix={`waive-${requirement.id}`}
            name="note"
            label={text.detail.waiveNote}
            maxLength={LIMITS.reason}
            error={refused?.target === `waive-${requirement.id}` ? refused.errors.note : undefined}
            className="min-w-60 flex-1"
          />
          <button type="submit" className={smallButton}>
            {text.detail.waive}
          </button>
        </AnswerForm>
      ) : null}
    </li>
  );
}

/** License and DIR numbers link to the state's public look-up pages (app/company/lookups.ts). */
function LookUp({ kind, number }: { kind: string; number: string | null }) {
  if (kind === "license" && number) {
    const url = licenseLookupUrl("CA", number);
    return url ? (
      <>
        {" · "}
        <a href={url} className={linkClass} rel="external noopener noreferrer">
          {text.detail.lookUp}
        </a>
      </>
    ) : null;
  }
  if (kind === "dir") {
    return (
      <>
        {" · "}
        <a
          href={DIR_REGISTRATION_SEARCH_URL}
          className={linkClass}
          rel="external noopener noreferrer"
        >
          {text.detail.dirLookUp}
        </a>
      </>
    );
  }
  return null;
}
