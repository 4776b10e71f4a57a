import { data, useNavigation } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { confirmedField } from "~/forms/confirm";
import { EmailField } from "~/forms/EmailField";
import { FormAnswer, useAnswerTarget } from "~/forms/FormBanner";
import { typedBack } from "~/forms/result";
import { useT } from "~/i18n/I18nContext";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { type ErasureAnswer, erasureCountLines, nothingStored } from "~/privacy/erasure";
import { answerErasureForm } from "~/privacy/privacy-page.server";
import type { Route } from "./+types/admin-privacy";

export const meta: Route.MetaFunction = privatePageMeta("adminPrivacy.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return {};
}

/** Looks an address up, then (a second, confirming post) erases it; the address travels only in POST bodies. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context);
  const answer = await answerErasureForm(
    context,
    { id: viewer.id, email: viewer.email },
    await request.formData(),
  );
  return data<ErasureAnswer>(answer.result, { status: answer.status });
}

const buttonClass =
  "rounded-md px-5 py-2.5 font-semibold text-white disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2";

/** The look-up's answer is what it found; the erasure's, the notice above the form. */
const LOOK_UP_FORM = "look-up";
const ERASE_FORM = "erase";

export default function Privacy({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const { errors, values } = typedBack(actionData);
  const preview = actionData?.ok ? actionData.preview : undefined;
  const erasedMessage = actionData?.ok && !preview ? actionData.message : undefined;
  // The look-up's refusals are beside its field; the erasure's are messages.
  const lookUpRefused = actionData && !actionData.ok && Object.keys(actionData.errors).length > 0;
  return (
    <AdminShell title={t("adminPrivacy.title")}>
      {/* The erasure's answer, and a refusal of either form; a look-up's is the preview. */}
      <FormAnswer
        form={lookUpRefused ? LOOK_UP_FORM : ERASE_FORM}
        answer={preview ? undefined : actionData}
      />
      <section
        aria-labelledby="erase-title"
        className="mb-8 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="erase-title" className="text-lg font-semibold text-navy-900">
          {t("adminPrivacy.erase.title")}
        </h2>
        <p className="mt-2 max-w-prose text-slate-700">{t("adminPrivacy.erase.intro")}</p>
        {/* A new form once erased: the address just erased is not left in the field. */}
        <AnswerForm
          answerTo={LOOK_UP_FORM}
          answer={actionData}
          key={erasedMessage ? "erased" : "look-up"}
          className="mt-4 grid gap-4 md:grid-cols-[minmax(0,28rem)_max-content] md:items-end"
        >
          <input type="hidden" name="intent" value="preview" />
          <EmailField
            idPrefix="erase"
            required
            error={errors.email}
            defaultValue={preview?.email ?? values.email}
          />
          <button
            type="submit"
            disabled={busy}
            className={`${buttonClass} bg-navy-800 hover:bg-navy-700`}
          >
            {t("adminPrivacy.erase.find")}
          </button>
        </AnswerForm>
      </section>
      {preview ? <ErasurePreviewSection preview={preview} busy={busy} answer={actionData} /> : null}
    </AdminShell>
  );
}

/**
 * What an erasure would delete: the look-up's answer, and the question the erasure asks (its
 * button is the confirmation, docs/decisions/0076).
 */
function ErasurePreviewSection({
  preview,
  busy,
  answer,
}: {
  preview: NonNullable<ErasureAnswer["preview"]>;
  busy: boolean;
  answer: ErasureAnswer | undefined;
}) {
  const t = useT();
  const { email, counts } = preview;
  const target = useAnswerTarget<HTMLElement>(LOOK_UP_FORM, answer);
  return (
    <section
      {...target}
      aria-labelledby="preview-title"
      className="scroll-my-24 rounded-xl border border-slate-200 bg-white p-5 outline-offset-2"
    >
      <h2
        id="preview-title"
        className="text-lg font-semibold text-navy-900 [overflow-wrap:anywhere]"
      >
        {t("adminPrivacy.preview.title", { email })}
      </h2>
      {counts.hasAccount ? (
        <p className="mt-2 text-slate-700">{t("adminPrivacy.accountRefusal")}</p>
      ) : nothingStored(counts) ? (
        <p className="mt-2 text-slate-700">{t("adminPrivacy.preview.nothing")}</p>
      ) : (
        <>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {erasureCountLines(counts, t).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 max-w-prose text-slate-700">
            {t("adminPrivacy.preview.consequences")}
          </p>
          <AnswerForm answerTo={ERASE_FORM} className="mt-4">
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={email} />
            <input type="hidden" {...confirmedField} />
            <button
              type="submit"
              disabled={busy}
              className={`${buttonClass} bg-red-700 hover:bg-red-800`}
            >
              {t("adminPrivacy.preview.erase")}
            </button>
          </AnswerForm>
        </>
      )}
    </section>
  );
}
