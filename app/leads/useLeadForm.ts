import { useState } from "react";
import { messages } from "~/site/messages";
import { timings } from "~/site/timings";
import { useTimedMessage } from "~/ui/useTimedMessage";
import type { FormResult } from "./form-data";

export type LeadFormName = "contact" | "pricing" | "trial";

const failureMessages: Record<LeadFormName, string> = {
  contact: messages.contactFailure,
  pricing: messages.pricingFailure,
  trial: messages.trialFailure,
};

/**
 * What every lead form needs. With JavaScript the form is sent to /api/leads/<name> without
 * leaving the page (the forms live in islands, outside React Router); without it, the browser
 * posts it to the page and the server-rendered answer arrives as `fallback`. Either way: the
 * banner shown 3 s on success and 5 s on failure, the form cleared after a success, and the
 * errors and typed values kept after a failure.
 */
export function useLeadForm(name: LeadFormName, fallback: FormResult | undefined) {
  const [answer, setAnswer] = useState<FormResult>();
  const [busy, setBusy] = useState(false);
  const result = answer ?? fallback;
  const banner = useTimedMessage(result, (shown) =>
    shown.ok ? timings.successBannerMs : timings.errorBannerMs,
  );

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    const next = await sendLeadForm(name, formFields(form));
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

/** Posts a lead form; a lost connection or an unreadable answer reads as the form's failure. */
export async function sendLeadForm(
  name: LeadFormName,
  fields: URLSearchParams,
): Promise<FormResult> {
  try {
    const response = await fetch(`/api/leads/${name}`, {
      method: "POST",
      body: fields,
      headers: { Accept: "application/json" },
    });
    const answer = (await response.json()) as FormResult;
    if (typeof answer?.ok === "boolean") return answer;
  } catch {
    // Answered below, like any other failure.
  }
  return {
    ok: false,
    message: failureMessages[name],
    errors: {},
    values: Object.fromEntries(fields),
  };
}
