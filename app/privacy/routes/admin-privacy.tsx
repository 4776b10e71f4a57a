import { data, Form, useNavigation } from "react-router";
import { AdminShell } from "~/auth/AdminShell";
import { requireAdmin } from "~/auth/session.server";
import { EmailField } from "~/forms/EmailField";
import { FormNotice } from "~/forms/FormBanner";
import { typedBack } from "~/forms/result";
import {
  ACCOUNT_REFUSAL,
  type ErasureAnswer,
  erasureCountLines,
  nothingStored,
} from "~/privacy/erasure";
import { answerErasureForm } from "~/privacy/privacy-page.server";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/admin-privacy";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Privacy", companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

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

export default function Privacy({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { errors, values } = typedBack(actionData);
  const preview = actionData?.ok ? actionData.preview : undefined;
  const erasedMessage = actionData?.ok && !preview ? actionData.message : undefined;
  return (
    <AdminShell title="Privacy">
      {erasedMessage ? <FormNotice tone="success">{erasedMessage}</FormNotice> : null}
      {actionData && !actionData.ok && actionData.message ? (
        <FormNotice tone="error">{actionData.message}</FormNotice>
      ) : null}
      <section
        aria-labelledby="erase-title"
        className="mb-8 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="erase-title" className="text-lg font-semibold text-navy-900">
          Erase an e-mail address
        </h2>
        <p className="mt-2 max-w-prose text-slate-700">
          When someone asks us to delete their data, enter their e-mail address: the next step shows
          everything stored about it, and erases it only once you confirm. Leads idle for two years
          are removed every morning without asking, unless they were won.
        </p>
        {/* A new form once erased: the address just erased is not left in the field. */}
        <Form
          key={erasedMessage ? "erased" : "look-up"}
          method="post"
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
            Find what is stored
          </button>
        </Form>
      </section>
      {preview ? <ErasurePreviewSection preview={preview} busy={busy} /> : null}
    </AdminShell>
  );
}

function ErasurePreviewSection({
  preview,
  busy,
}: {
  preview: NonNullable<ErasureAnswer["preview"]>;
  busy: boolean;
}) {
  const { email, counts } = preview;
  return (
    <section
      aria-labelledby="preview-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2
        id="preview-title"
        className="text-lg font-semibold text-navy-900 [overflow-wrap:anywhere]"
      >
        Stored about {email}
      </h2>
      {counts.hasAccount ? (
        <p className="mt-2 text-slate-700">{ACCOUNT_REFUSAL}</p>
      ) : nothingStored(counts) ? (
        <p className="mt-2 text-slate-700">Nothing is stored about this address.</p>
      ) : (
        <>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {erasureCountLines(counts).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 max-w-prose text-slate-700">
            The leads go with their timelines and the e-mails with them; other mentions (a note or
            another lead quoting the address) keep their row with the address replaced by
            “[erased]”. This cannot be undone.
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={email} />
            <button
              type="submit"
              disabled={busy}
              className={`${buttonClass} bg-red-700 hover:bg-red-800`}
            >
              Erase everything about this address
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
