import type { ReactNode } from "react";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { useT } from "~/i18n/I18nContext";
import type { ProfilePageData } from "../profile-page/admin.server";
import type { ProfileSection } from "../profile-page/profile-sections";
import { ProfilePreview } from "./ProfilePreview";

/**
 * One section of the profile: its own form, posting its fields only (the server keeps the rest
 * as stored), with its own Save and, where the public pages show it, Preview; its answer is
 * said in it, where the form posts to (`section-<name>-answer`): the answer, or the first field
 * to correct, is brought to the person by the forms module (docs/decisions/0076). Its inputs
 * are drawn afresh when its stored values change (`keys`), and keep what is typed in them while
 * another section is saved.
 */
export function ProfileSectionForm({
  name,
  title,
  hint,
  saveLabel,
  preview = false,
  multipart = false,
  refuse = false,
  page,
  answered,
  busy,
  children,
}: {
  name: ProfileSection;
  title: string;
  hint?: string;
  saveLabel: string;
  /** Whether the section's change can be previewed (what the preview shows). */
  preview?: boolean;
  /** A file goes with it (the logo). */
  multipart?: boolean;
  /** A chosen file the page already refused: the form is not sent. */
  refuse?: boolean;
  page: ProfilePageData;
  /** The section the action answered. */
  answered: ProfileSection | undefined;
  busy: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const answer = answered === name ? page : undefined;
  const form = `section-${name}`;
  const titleId = `section-${name}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      <FormAnswer form={form} answer={answer} className="mt-4" />
      {answer?.preview ? (
        <ProfilePreview company={answer.preview} logo={answer.previewLogo} />
      ) : null}
      {/* A preview keeps what was typed (and the logo chosen) for the Save that follows. */}
      <AnswerForm
        answerTo={form}
        answer={answer?.preview ? undefined : answer}
        encType={multipart ? "multipart/form-data" : undefined}
        key={page.keys[name]}
        className="mt-4"
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          if (refuse) event.preventDefault();
        }}
      >
        <input type="hidden" name="section" value={name} />
        <div className="grid gap-4 md:grid-cols-2">{children}</div>
        <div className="mt-5 flex flex-wrap gap-3">
          {preview ? (
            <button
              type="submit"
              name="intent"
              value="preview"
              disabled={busy}
              className="rounded-md border border-navy-800 px-5 py-2.5 font-semibold text-navy-900 hover:bg-slate-50 disabled:opacity-70"
            >
              {t("adminCompany.preview")}
            </button>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            {saveLabel}
          </button>
        </div>
      </AnswerForm>
    </section>
  );
}
