import { useState } from "react";
import { timings } from "~/site/timings";
import { useTimedMessage } from "~/ui/useTimedMessage";
import type { FormResult } from "./result";

/**
 * A form in an island, outside React Router: with JavaScript it is posted to `endpoint` without
 * leaving the page; without it, the browser posts it to the page and the server-rendered answer
 * arrives as `fallback`. Either way: the banner shown 3 s on success and 5 s on failure, the form
 * cleared after a success, and the errors and typed values kept after a failure.
 */
export function useFetchForm(options: {
  endpoint: string;
  /** The answer when the server cannot be reached or answers nonsense. */
  failureMessage: string;
  fallback: FormResult | undefined;
}) {
  const [answer, setAnswer] = useState<FormResult>();
  const [busy, setBusy] = useState(false);
  const result = answer ?? options.fallback;
  const banner = useTimedMessage(result, (shown) =>
    shown.ok ? timings.successBannerMs : timings.errorBannerMs,
  );

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    const next = await postForm(options.endpoint, formFields(form), options.failureMessage);
    setBusy(false);
    setAnswer(next);
    if (next.ok) form.reset();
  };

  return {
    onSubmit,
    busy,
    result,
    banner,
    errors: result && !result.ok ? result.errors : {},
    values: result && !result.ok ? result.values : ({} as Record<string, string>),
  };
}

function formFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") fields.append(key, value);
  }
  return fields;
}

/** Posts a form for a JSON answer; a lost connection or an unreadable answer reads as failure. */
export async function postForm(
  endpoint: string,
  fields: URLSearchParams,
  failureMessage: string,
): Promise<FormResult> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      body: fields,
      headers: { Accept: "application/json" },
    });
    const answer = (await response.json()) as FormResult;
    if (typeof answer?.ok === "boolean") return answer;
  } catch {
    // Answered below, like any other failure.
  }
  return { ok: false, message: failureMessage, errors: {}, values: Object.fromEntries(fields) };
}
