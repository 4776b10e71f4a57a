import { data } from "react-router";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { MessageKey } from "~/i18n/translator";
import { recordSubmissionById } from "../form-service/sync.server";
import {
  checkWebhookToken,
  WEBHOOK_MAX_BYTES,
  webhookTokenFailureLimit,
} from "../form-service/webhook.server";
import { webhookSchema } from "../onboarding.validation";
import { onboardingDependencies } from "../progress/tracker.server";
import type { Route } from "./+types/jotform-webhook";

/**
 * POST /api/webhooks/jotform/:token (or ?token=). The service signs nothing, so the token in
 * the URL is the only proof of the sender; even then the submission is fetched back from the
 * API by its id and recorded as the API has it, never as the webhook's body says.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  }
  const token = params.token ?? new URL(request.url).searchParams.get("token") ?? "";
  const check = await checkWebhookToken(
    context.database.db,
    webhookTokenFailureLimit(context.config.env.WEBHOOK_TOKEN_FAILURE_LIMIT),
    context.clientAddress,
    { given: token, secret: context.secrets.JOTFORM_WEBHOOK_SECRET },
  );
  if (check.outcome === "limited") {
    return data(
      { error: "Too many requests." },
      { status: 429, headers: { "Retry-After": String(check.retryAfterSeconds) } },
    );
  }
  if (check.outcome === "wrong") {
    // The same answer as an unknown path: a wrong token learns nothing.
    return data({ error: "Not found." }, { status: 404 });
  }
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > WEBHOOK_MAX_BYTES) {
    return data({ error: "The request is too large." }, { status: 413 });
  }
  let fields: Record<string, unknown>;
  try {
    fields = Object.fromEntries(await request.formData());
  } catch {
    return data({ error: "Send the webhook as form data." }, { status: 400 });
  }
  const parsed = webhookSchema.safeParse(fields);
  if (!parsed.success) {
    // A machine reads it: the English text.
    const [issue] = parsed.error.issues;
    return data(
      { error: issue && serverTranslator("en").t(issue.message as MessageKey) },
      { status: 400 },
    );
  }
  const outcome = await recordSubmissionById(
    { ...onboardingDependencies(context), signal: request.signal },
    parsed.data.submissionID,
  );
  switch (outcome.status) {
    case "recorded":
      return data({ ok: true, recorded: true });
    case "removed":
      return data({ ok: true, removed: true });
    case "ignored":
      return data({ ok: true, ignored: true });
    case "error":
      // The 5-minute sync picks the submission up once the service answers again.
      return data({ error: outcome.message }, { status: WEBHOOK_ERROR_STATUS[outcome.kind] });
  }
}

const WEBHOOK_ERROR_STATUS = { "not-configured": 503, "not-found": 404, service: 502 } as const;

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
