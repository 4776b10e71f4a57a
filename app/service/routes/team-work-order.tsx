import { data, Link } from "react-router";
import { requestLang } from "~/accounts/translate.server";
import { requireEmployeePermission } from "~/auth/session.server";
import { companyNameFromMatches } from "~/company/seo";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { Field, inputClass, TextAreaField, TextField } from "~/forms/fields";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { translatorFromMatches } from "~/i18n/page";
import { pageTitle } from "~/site/titles";
import { OutsideLink } from "~/ui/OutsideLink";
import { PhotoGrid } from "../components/PhotoGrid";
import { SignaturePad } from "../components/SignaturePad";
import { VISIT_LIMITS } from "../service.validation";
import { WORK_ORDER_PHOTOS_PER_POST } from "../technician/photo-limits";
import {
  answerTeamForm,
  answerTeamPhotos,
  type TeamAnswer,
  technicianOrderPage,
} from "../technician/team-page.server";
import type { Route } from "./+types/team-work-order";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      loaderData?.number ?? translatorFromMatches(matches).t("service.field.title"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

/** One of the technician's work orders; another's, or one assigned to nobody, is 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireEmployeePermission(request, context, "field");
  const lang = requestLang(request);
  const page = await technicianOrderPage(context, viewer, params.workOrderId, lang);
  if (!page) throw data(serverTranslator(lang).t("service.field.notFound"), { status: 404 });
  return page;
}

type Answer = Omit<TeamAnswer, "status">;

/** The page's forms: photos come multipart, the others as plain forms named by `intent`. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireEmployeePermission(request, context, "field");
  const lang = requestLang(request);
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  let answer: TeamAnswer;
  if (multipart) {
    answer = await answerTeamPhotos(context, viewer, params.workOrderId, request, lang);
  } else {
    let body: FormData;
    try {
      body = await request.formData();
    } catch {
      const unread: Answer = { form: "note", ok: false, message: "" };
      return data(unread, { status: 400 });
    }
    answer = await answerTeamForm(context, viewer, params.workOrderId, body, lang);
  }
  const { status, ...rest } = answer;
  return data<Answer>(rest, { status });
}

const sectionClass = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const headingClass = "text-lg font-bold text-navy-900";
const buttonClass =
  "inline-flex w-full items-center justify-center rounded-md bg-navy-900 px-4 py-3 font-semibold text-white hover:bg-navy-800 sm:w-auto";

export default function TeamWorkOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const order = loaderData;
  const answerOf = (form: TeamAnswer["form"]) =>
    actionData?.form === form ? actionData : undefined;
  const typed = (form: TeamAnswer["form"], name: string, fallback = "") => {
    const answer = answerOf(form);
    return answer && !answer.ok ? (answer.values?.[name] ?? fallback) : fallback;
  };
  const errorOf = (form: TeamAnswer["form"], name: string) => answerOf(form)?.errors?.[name];
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 pb-12 pt-28 sm:px-6 xl:pt-36">
      <p>
        <Link
          to={localPath("/team/work-orders")}
          className="text-sm font-medium text-navy-700 underline"
        >
          {t("service.field.back")}
        </Link>
      </p>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-navy-900">{order.number}</h1>
        <span className="rounded-full bg-sky-100 px-3 py-1 text-sm font-semibold text-sky-900">
          {order.statusText}
        </span>
      </header>
      <section aria-labelledby="site-title" className={sectionClass}>
        <h2 id="site-title" className={headingClass}>
          {order.site.name}
        </h2>
        <p className="text-sm text-slate-700">{order.site.client}</p>
        <p className="mt-2 break-words text-navy-900">{order.site.address}</p>
        <OutsideLink
          href={order.site.map}
          className="mt-1 inline-block font-medium text-navy-700 underline"
        >
          {t("service.field.map")}
        </OutsideLink>
        <dl className="mt-4 space-y-3">
          <div>
            <dt className="text-sm font-medium text-slate-600">{t("service.field.contact")}</dt>
            <dd className="break-words text-navy-900">
              {order.contact.name}
              {order.contact.tel ? (
                <>
                  {" · "}
                  <a
                    href={`tel:${order.contact.tel}`}
                    className="font-medium text-navy-700 underline"
                  >
                    {t("service.field.call", { phone: order.contact.phone })}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
          {order.scheduled ? (
            <div>
              <dt className="text-sm font-medium text-slate-600">{t("service.mail.scheduled")}</dt>
              <dd className="text-navy-900">{order.scheduled}</dd>
            </div>
          ) : null}
          {order.details.map((detail) => (
            <div key={detail.label}>
              <dt className="text-sm font-medium text-slate-600">{detail.label}</dt>
              <dd className="whitespace-pre-line break-words text-navy-900">{detail.value}</dd>
            </div>
          ))}
          {order.checkedIn ? (
            <p className="text-sm text-slate-700">
              {t("service.field.checkedIn", { when: order.checkedIn })}
            </p>
          ) : null}
          {order.checkedOut ? (
            <p className="text-sm text-slate-700">
              {t("service.field.checkedOut", { when: order.checkedOut })}
            </p>
          ) : null}
          {order.signoff ? <p className="text-sm text-slate-700">{order.signoff}</p> : null}
        </dl>
      </section>

      {order.mayCheckIn || answerOf("check-in") ? (
        <section aria-labelledby="check-in-title" className={sectionClass}>
          <h2 id="check-in-title" className={headingClass}>
            {t("service.field.checkIn")}
          </h2>
          <FormAnswer form="check-in" answer={answerOf("check-in")} className="mt-3" />
          {order.mayCheckIn ? (
            <AnswerForm answerTo="check-in" answer={answerOf("check-in")} className="mt-3">
              <p className="mb-3 text-slate-700">{t("service.field.checkInText")}</p>
              <input type="hidden" name="intent" value="check-in" />
              <button type="submit" className={buttonClass}>
                {t("service.field.checkIn")}
              </button>
            </AnswerForm>
          ) : null}
        </section>
      ) : null}

      {order.workable ? (
        <>
          <section aria-labelledby="note-title" className={sectionClass}>
            <h2 id="note-title" className={headingClass}>
              {t("service.field.note")}
            </h2>
            <FormAnswer form="note" answer={answerOf("note")} className="mt-3" />
            <AnswerForm answerTo="note" answer={answerOf("note")} className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="note" />
              <TextAreaField
                idPrefix="note"
                name="note"
                label={t("service.field.noteText")}
                rows={3}
                required
                maxLength={VISIT_LIMITS.note}
                defaultValue={typed("note", "note")}
                error={errorOf("note", "note")}
              />
              <button type="submit" className={buttonClass}>
                {t("service.field.noteButton")}
              </button>
            </AnswerForm>
          </section>

          <section aria-labelledby="photos-form-title" className={sectionClass}>
            <h2 id="photos-form-title" className={headingClass}>
              {t("service.field.addPhotos")}
            </h2>
            <FormAnswer form="photos" answer={answerOf("photos")} className="mt-3" />
            <AnswerForm
              answerTo="photos"
              answer={answerOf("photos")}
              encType="multipart/form-data"
              className="mt-3 space-y-3"
            >
              <input type="hidden" name="intent" value="photos" />
              <Field
                idPrefix="photos"
                name="photo"
                label={t("service.field.photoFile")}
                hint={t("service.field.photoHint", { count: WORK_ORDER_PHOTOS_PER_POST })}
              >
                {(control) => (
                  <input
                    {...control}
                    type="file"
                    multiple
                    required
                    accept="image/jpeg,image/png,image/webp"
                    className={inputClass}
                  />
                )}
              </Field>
              <TextField
                idPrefix="photos"
                name="caption"
                label={t("service.field.caption")}
                maxLength={VISIT_LIMITS.caption}
                defaultValue={typed("photos", "caption")}
              />
              <button type="submit" className={buttonClass}>
                {t("service.field.photoButton")}
              </button>
            </AnswerForm>
          </section>

          <section aria-labelledby="parts-title" className={sectionClass}>
            <h2 id="parts-title" className={headingClass}>
              {t("service.field.parts")}
            </h2>
            <FormAnswer form="parts" answer={answerOf("parts")} className="mt-3" />
            <AnswerForm answerTo="parts" answer={answerOf("parts")} className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="parts" />
              <TextAreaField
                idPrefix="parts"
                name="partsUsed"
                label={t("service.field.parts")}
                rows={3}
                maxLength={VISIT_LIMITS.partsUsed}
                defaultValue={typed("parts", "partsUsed", order.partsUsed)}
                error={errorOf("parts", "partsUsed")}
              />
              <button type="submit" className={buttonClass}>
                {t("service.field.partsButton")}
              </button>
            </AnswerForm>
          </section>
        </>
      ) : null}

      {order.mayCheckOut || answerOf("check-out") ? (
        <section aria-labelledby="check-out-title" className={sectionClass}>
          <h2 id="check-out-title" className={headingClass}>
            {t("service.field.checkOut")}
          </h2>
          <FormAnswer form="check-out" answer={answerOf("check-out")} className="mt-3" />
          {order.mayCheckOut ? (
            <AnswerForm
              answerTo="check-out"
              answer={answerOf("check-out")}
              className="mt-3 space-y-3"
            >
              <p className="text-slate-700">{t("service.field.checkOutText")}</p>
              <input type="hidden" name="intent" value="check-out" />
              <TextAreaField
                idPrefix="check-out"
                name="workDone"
                label={t("service.field.workDone")}
                rows={4}
                required
                maxLength={VISIT_LIMITS.workDone}
                defaultValue={typed("check-out", "workDone")}
                error={errorOf("check-out", "workDone")}
              />
              <TextAreaField
                idPrefix="check-out"
                name="partsUsed"
                label={t("service.field.parts")}
                rows={2}
                maxLength={VISIT_LIMITS.partsUsed}
                defaultValue={typed("check-out", "partsUsed", order.partsUsed)}
                error={errorOf("check-out", "partsUsed")}
              />
              <TextField
                idPrefix="check-out"
                name="signoffName"
                label={t("service.field.signoffName")}
                required
                maxLength={VISIT_LIMITS.signoff}
                defaultValue={typed("check-out", "signoffName")}
                error={errorOf("check-out", "signoffName")}
              />
              <TextField
                idPrefix="check-out"
                name="signoffTitle"
                label={t("service.field.signoffTitle")}
                required
                maxLength={VISIT_LIMITS.signoff}
                defaultValue={typed("check-out", "signoffTitle")}
                error={errorOf("check-out", "signoffTitle")}
              />
              <SignaturePad idPrefix="check-out" name="signature" />
              {errorOf("check-out", "signature") ? (
                <p className="text-sm text-red-700">{errorOf("check-out", "signature")}</p>
              ) : null}
              <button type="submit" className={buttonClass}>
                {t("service.field.checkOutButton")}
              </button>
            </AnswerForm>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="photos-title" className={sectionClass}>
        <h2 id="photos-title" className={headingClass}>
          {t("service.field.photos")}
        </h2>
        <PhotoGrid
          photos={order.photos}
          empty={t("service.field.noPhotos")}
          className="mt-3 sm:grid-cols-3"
        />
        {order.signature ? (
          <img
            src={order.signature}
            alt={t("service.field.signature")}
            className="mt-4 h-24 w-auto rounded border border-slate-200 bg-white"
          />
        ) : null}
      </section>
    </div>
  );
}
