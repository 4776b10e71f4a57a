import { Eye, EyeOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher, useFormAction } from "react-router";
import { Time } from "~/company/Time";
import { toAnswer } from "~/forms/answer-target";
import { useAnswerTarget } from "~/forms/FormBanner";
import { useT } from "~/i18n/I18nContext";
import type { Translator } from "~/i18n/translator";
import type { SubmissionSummary } from "../integrations.server";
import {
  type ConfigurationNames,
  isSecretField,
  providerFields,
  providerLabel,
  type SecretFieldKey,
} from "../integrations.validation";
import { SECRET_MASK } from "../summary";

/** What revealing one secret answers (the admin page's action). */
export type RevealResult =
  | { ok: true; submission: string; card: number; field: SecretFieldKey; value: string }
  | { ok: false; message: string };

type Revealed = Extract<RevealResult, { ok: true }>;

/** One stored submission: its cards, each field's value, secrets behind a Reveal. */
export function SubmissionView({
  submission,
  names,
  revealed,
}: {
  submission: SubmissionSummary;
  /** The fields' and types' names, from the loader (`configurationNames`). */
  names: ConfigurationNames;
  revealed?: Revealed;
}) {
  const t = useT();
  return (
    <li
      id={`submission-${submission.id}`}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 px-5 py-3">
        <h2 className="font-semibold text-navy-900">
          <Time at={submission.createdAt} />
        </h2>
        <p className="font-mono text-xs text-slate-500">{submission.id}</p>
      </div>
      <div className="grid gap-px bg-slate-100 md:grid-cols-2 xl:grid-cols-3">
        {submission.cards.map((card, index) => (
          <section
            key={index}
            aria-label={t("adminIntegrations.card", {
              number: index + 1,
              provider: providerLabel(card.provider_name),
            })}
            className="bg-white p-5"
          >
            <h3 className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
              {providerLabel(card.provider_name)}
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${card.is_enabled ? "bg-emerald-100 text-emerald-900" : "bg-slate-100 text-slate-700"}`}
              >
                {card.is_enabled
                  ? t("adminIntegrations.enabled")
                  : t("adminIntegrations.notEnabled")}
              </span>
            </h3>
            <p className="text-sm text-slate-600">
              {card.provider_type ? names.types[card.provider_type] : names.notSet}
              {card.provider_name ? ` · ${card.provider_name}` : ""}
            </p>
            <dl className="mt-3 space-y-2 text-sm">
              {providerFields(card.provider_name).map((field) => (
                <div key={field} className="grid grid-cols-[9rem_1fr] gap-2">
                  <dt className="font-medium text-slate-700">{names.fields[field]}</dt>
                  <dd className="break-all text-navy-900">
                    {isSecretField(field) ? (
                      card.secretFields.includes(field) ? (
                        <SecretReveal
                          label={names.fields[field]}
                          submission={submission.id}
                          card={index}
                          field={field}
                          fallback={
                            revealed?.submission === submission.id &&
                            revealed.card === index &&
                            revealed.field === field
                              ? revealed.value
                              : undefined
                          }
                        />
                      ) : (
                        names.notSet
                      )
                    ) : (
                      displayValue(t, card.fields[field], names.notSet)
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </li>
  );
}

function displayValue(
  t: Translator["t"],
  value: string | boolean | undefined,
  notSet: string,
): string {
  if (typeof value === "boolean")
    return value ? t("adminIntegrations.on") : t("adminIntegrations.off");
  return value || notSet;
}

/**
 * One secret: a form that reveals it (a plain POST without scripts). All reveals share one
 * fetcher, so revealing a value hides the one shown before.
 */
function SecretReveal({
  label,
  submission,
  card,
  field,
  fallback,
}: {
  label: string;
  submission: string;
  card: number;
  field: SecretFieldKey;
  fallback?: string;
}) {
  const t = useT();
  const fetcher = useFetcher<RevealResult>({ key: "reveal-secret" });
  const result = fetcher.data;
  const mine =
    result?.ok && result.submission === submission && result.card === card && result.field === field
      ? result.value
      : undefined;
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (result) setHidden(false);
  }, [result]);
  const value = hidden ? undefined : (mine ?? (result ? undefined : fallback));
  // The revealed value is the form's answer: in view and focused (docs/decisions/0076).
  const name = `reveal-${submission}-${card}-${field}`;
  const target = useAnswerTarget<HTMLSpanElement>(name, mine === undefined ? undefined : result);
  const action = toAnswer(useFormAction(), name);

  if (value !== undefined) {
    return (
      <span {...target} className="flex scroll-my-24 flex-wrap items-center gap-2 outline-offset-2">
        <code className="break-all rounded bg-accent-400/15 px-1.5 py-0.5 text-navy-950">
          {value}
        </code>
        <button
          type="button"
          onClick={() => setHidden(true)}
          className="inline-flex items-center gap-1 text-xs font-semibold text-navy-700 underline"
        >
          <EyeOff className="size-3.5" aria-hidden="true" />
          {t("adminIntegrations.hide")}
          <span className="sr-only"> {label}</span>
        </button>
      </span>
    );
  }
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-center gap-2">
      <span className="font-mono text-slate-500" aria-hidden="true">
        {SECRET_MASK}
      </span>
      <span className="sr-only">{t("adminIntegrations.hidden")}</span>
      <input type="hidden" name="submission" value={submission} />
      <input type="hidden" name="card" value={card} />
      <input type="hidden" name="field" value={field} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="inline-flex items-center gap-1 text-xs font-semibold text-navy-700 underline"
      >
        <Eye className="size-3.5" aria-hidden="true" />
        {t("adminIntegrations.reveal")}
        <span className="sr-only"> {label}</span>
      </button>
    </fetcher.Form>
  );
}
