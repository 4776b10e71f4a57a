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
import { useT } from "~/i18n/I18nContext";
import { labelOf, namesOf, type Translator } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import type { LinkView } from "../links/links.server";
import { answerReviewForm, type ReviewAnswer } from "../office/review.server";
import { subcontractorPage } from "../office/subcontractor-page.server";
import {
  EVENT_KEYS,
  KIND_KEYS,
  LINK_STATE_KEYS,
  ROLE_KEYS,
  STATE_KEYS,
  STATUS_KEYS,
} from "../office-labels";
import { detailLines } from "../requirements/requirement-text";
import { requirementTitleInEnglish } from "../requirements/requirements";
import { deletionDue, documentRetentionYears } from "../retention/retention.server";
import { SUBCONTRACTOR_LIMITS as LIMITS } from "../subcontractors.validation";
import type { Route } from "./+types/admin-subcontractor";

export const meta: Route.MetaFunction = privatePageMeta("adminSubcontractors.title");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // What the office set for each item, beside the document it checks (admin screens: English).
  const { t } = serverTranslator("en");
  await requirePermission(request, context, "subcontractors");
  const page = /^[0-9a-f-]{36}$/i.test(params.subcontractorId)
    ? await subcontractorPage(context.database.db, params.subcontractorId)
    : null;
  if (!page) throw data(t("adminSubcontractors.detail.notFound"), { status: 404 });
  const years = await documentRetentionYears(context.database.db);
  const deletedOn = page.row.removedAt ? deletionDue(page.row.removedAt, years) : null;
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
  const { t } = serverTranslator("en");
  const viewer = await requirePermission(request, context, "subcontractors");
  if (!/^[0-9a-f-]{36}$/i.test(params.subcontractorId)) {
    throw data(t("adminSubcontractors.detail.notFound"), { status: 404 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ReviewAnswer>(
      {
        ok: false,
        target: "",
        errors: {},
        values: {},
        message: t("adminSubcontractors.unknownAction"),
      },
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
  const t = useT();
  const { row, setName, compliance, links, timeline, retentionYears, deletedOn } = loaderData;
  const removed = row.removedAt !== null;
  const day = useCompanyDay();
  return (
    <AdminShell
      title={row.company}
      titleAside={
        <span className="rounded-full bg-navy-900 px-3 py-1 text-sm font-semibold text-white">
          {labelOf(t, STATUS_KEYS, compliance.status)}
        </span>
      }
      back={{ to: "/admin/subcontractors", label: t("adminSubcontractors.detail.back") }}
    >
      <FormAnswer form={PAGE_FORM} answer={actionData} />
      {removed && deletedOn ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t("adminSubcontractors.detail.removedOn", {
            removed: day(row.removedAt),
            deleted: day(deletedOn),
          })}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact
          label={t("adminSubcontractors.detail.contact")}
          value={`${row.contactName} <${row.email}>`}
        />
        <Fact label={t("adminSubcontractors.detail.broker")} value={row.brokerEmail ?? "—"} />
        <Fact label={t("adminSubcontractors.detail.set")} value={setName} />
        <Fact
          label={t("adminSubcontractors.detail.language")}
          value={row.language === "es" ? "Spanish" : "English"}
        />
      </dl>
      <section aria-labelledby="link-title" className="mt-6">
        <h2 id="link-title" className="text-lg font-bold text-navy-900">
          {t("adminSubcontractors.detail.link")}
        </h2>
        <p className="mb-3 max-w-prose text-sm text-slate-600">
          {t("adminSubcontractors.detail.linksIntro")}
        </p>
        <RecordTable
          caption={t("adminSubcontractors.detail.linksCaption")}
          rows={links}
          rowKey={(link) => link.id}
          columns={linkColumns(t, removed, day)}
          empty={
            <p className="text-sm text-slate-600">{t("adminSubcontractors.detail.linkNone")}</p>
          }
        />
        {removed ? null : (
          <div className="mt-3 flex flex-wrap gap-2">
            <IntentButton intent="send-link" label={t("adminSubcontractors.detail.sendLink")} />
            {row.brokerEmail ? (
              <IntentButton
                intent="send-broker"
                label={t("adminSubcontractors.detail.sendToBroker")}
              />
            ) : null}
          </div>
        )}
      </section>
      <section aria-labelledby="requirements-title" className="mt-8">
        <h2 id="requirements-title" className="text-lg font-bold text-navy-900">
          {t("adminSubcontractors.detail.requirements")}
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
            {t("adminSubcontractors.detail.removeTitle")}
          </h2>
          <p className="max-w-prose text-sm text-slate-600">
            {t("adminSubcontractors.detail.removeIntro", { years: retentionYears })}
          </p>
          <div className="mt-2">
            <ConfirmAction
              label={t("adminSubcontractors.detail.remove")}
              question={t("adminSubcontractors.detail.removeQuestion", { company: row.company })}
              consequence={t("adminSubcontractors.detail.removeIntro", { years: retentionYears })}
              confirmLabel={t("adminSubcontractors.detail.removeConfirm")}
              intent="remove"
              answerTo={PAGE_FORM}
              triggerClassName={dangerButton}
            />
          </div>
        </section>
      )}
      <section aria-labelledby="timeline-title" className="mt-8">
        <h2 id="timeline-title" className="text-lg font-bold text-navy-900">
          {t("adminSubcontractors.detail.timeline")}
        </h2>
        <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
          {timeline.map((event) => (
            <li key={event.id}>
              <span className="font-semibold">{labelOf(t, EVENT_KEYS, event.action)}</span>
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
  t: Translator["t"],
  removed: boolean,
  day: ReturnType<typeof useCompanyDay>,
): RecordColumn<Link>[] {
  const columns: RecordColumn<Link>[] = [
    {
      label: t("adminSubcontractors.detail.linkColumns.holder"),
      cell: (link) => `${link.email} (${labelOf(t, ROLE_KEYS, link.role)})`,
    },
    {
      label: t("adminSubcontractors.detail.linkColumns.state"),
      card: "badge",
      cell: (link) => labelOf(t, LINK_STATE_KEYS, link.state),
    },
    { label: t("adminSubcontractors.detail.linkColumns.sent"), cell: (link) => day(link.sentAt) },
    {
      label: t("adminSubcontractors.detail.linkColumns.expires"),
      cell: (link) => day(link.expiresAt),
    },
    {
      label: t("adminSubcontractors.detail.linkColumns.used"),
      cell: (link) =>
        link.lastUsedAt ? day(link.lastUsedAt) : t("adminSubcontractors.detail.never"),
    },
  ];
  if (removed) return columns;
  return [
    ...columns,
    {
      label: t("adminSubcontractors.detail.revoke"),
      hideLabel: true,
      card: "actions",
      cell: (link) =>
        link.state === "revoked" ? null : (
          <ConfirmAction
            label={t("adminSubcontractors.detail.revoke")}
            accessibleLabel={t("adminSubcontractors.detail.revokeLabel", { holder: link.email })}
            question={t("adminSubcontractors.detail.revokeQuestion", { holder: link.email })}
            consequence={t("adminSubcontractors.detail.revokeConsequence")}
            confirmLabel={t("adminSubcontractors.detail.revokeConfirm")}
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
  const t = useT();
  const { requirement, document, state, required } = item;
  const day = useCompanyDay();
  const title = requirementTitleInEnglish(requirement, namesOf(t, KIND_KEYS));
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-navy-900">{title}</h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold">
          {labelOf(t, STATE_KEYS, state)}
        </span>
      </div>
      {required.length > 0 ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold text-navy-900">{t("adminSubcontractors.detail.required")}</p>
          <ul className="list-disc pl-5 text-slate-700">
            {required.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {document?.fileId && document.fileName ? (
        <p className="mt-2 text-sm">
          {t("adminSubcontractors.detail.document")}:{" "}
          <a
            href={fileUrl({ id: document.fileId, name: document.fileName })}
            className={linkClass}
            target="_blank"
            rel="noopener"
          >
            {document.fileName}
            <span className="sr-only"> {t("adminSubcontractors.detail.newTab")}</span>
          </a>
          {document.expiresOn
            ? ` · ${t("adminSubcontractors.detail.expires")} ${document.expiresOn}`
            : ""}
          {document.number ? ` · ${t("adminSubcontractors.detail.number")} ${document.number}` : ""}
          <LookUp kind={requirement.kind} number={document.number} />
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {document ? "" : t("adminSubcontractors.detail.noDocument")}
        </p>
      )}
      {document?.reviewedAt && document.reviewedBy ? (
        <p className="mt-1 text-sm text-slate-700">
          {document.status === "approved"
            ? t("adminSubcontractors.detail.verified", {
                date: day(document.reviewedAt),
                person: document.reviewedBy,
              })
            : document.status === "waived"
              ? t("adminSubcontractors.detail.waivedBy", {
                  date: day(document.reviewedAt),
                  person: document.reviewedBy,
                })
              : t("adminSubcontractors.detail.rejectedBy", {
                  date: day(document.reviewedAt),
                  person: document.reviewedBy,
                })}
          {document.reason ? ` — ${document.reason}` : ""}
        </p>
      ) : null}
      {!readOnly && document?.fileId && document.status === "pending" ? (
        <div className="mt-3 flex flex-wrap items-start gap-2">
          <AnswerForm answerTo={PAGE_FORM}>
            <input type="hidden" name="documentId" value={document.id} />
            <button type="submit" name="intent" value="approve" className={smallButton}>
              {t("adminSubcontractors.detail.approve")}
            </button>
          </AnswerForm>
          <ConfirmAction
            label={t("adminSubcontractors.detail.reject")}
            question={t("adminSubcontractors.detail.rejectQuestion", { item: title })}
            consequence={t("adminSubcontractors.detail.rejectConsequence")}
            confirmLabel={t("adminSubcontractors.detail.rejectConfirm")}
            intent="reject"
            fields={{ documentId: document.id }}
            answerTo={PAGE_FORM}
            answer={refused?.target === document.id ? refused : undefined}
            triggerClassName={dangerButton}
          >
            <TextField
              idPrefix={`review-${document.id}`}
              name="reason"
              label={t("adminSubcontractors.detail.reason")}
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
            label={t("adminSubcontractors.detail.waiveNote")}
            maxLength={LIMITS.reason}
            error={refused?.target === `waive-${requirement.id}` ? refused.errors.note : undefined}
            className="min-w-60 flex-1"
          />
          <button type="submit" className={smallButton}>
            {t("adminSubcontractors.detail.waive")}
          </button>
        </AnswerForm>
      ) : null}
    </li>
  );
}

/** License and DIR numbers link to the state's public look-up pages (app/company/lookups.ts). */
function LookUp({ kind, number }: { kind: string; number: string | null }) {
  const t = useT();
  if (kind === "license" && number) {
    const url = licenseLookupUrl("CA", number);
    return url ? (
      <>
        {" · "}
        <a href={url} className={linkClass} rel="external noopener noreferrer">
          {t("adminSubcontractors.detail.lookUp")}
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
          {t("adminSubcontractors.detail.dirLookUp")}
        </a>
      </>
    );
  }
  return null;
}
