import { JSON_BODY_STATUS, type JsonBodyRefusal, readJsonBody } from "~/http/json-body.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import {
  checkSubmission,
  type SubmitResponse,
  storeSubmission,
} from "~/integrations/integrations.server";
import { integrationSecretKey } from "~/integrations/secret-key.server";
import { hitLimit } from "~/limits/rate-limit.server";
import { MAX_BODY_BYTES } from "../integrations.validation";
import type { Route } from "./+types/submit-configurations";

/** Submissions from one client address. */
const submitLimit = {
  name: "integrations-submit:client",
  max: 10,
  windowMs: 15 * 60 * 1000,
};

/**
 * POST /api/integrations/configurations: the page's Submit. JSON only, at most 64 KB; the
 * configurations are checked again, stored with their secrets encrypted, and the company inbox
 * is notified. Nothing in the request chooses a recipient, a subject or any markup.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json(
      { ok: false, message: "Use POST to submit a configuration." },
      { status: 405, headers: { Allow: "POST" } },
    );
  }
  const limit = await hitLimit(context.database.db, submitLimit, context.clientAddress);
  if (!limit.allowed) {
    return Response.json(
      { ok: false, message: "Too many submissions. Please wait a few minutes and try again." },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return answer(JSON_BODY_STATUS[body.refusal], { ok: false, message: REFUSALS[body.refusal] });
  }
  const checked = checkSubmission(body.json);
  if (!checked.ok) return answer(400, { ok: false, ...checked.problem });
  const id = await storeSubmission(context.database.db, checked.cards, {
    key: integrationSecretKey(context),
    inbox: context.company.current().profile.leadInbox,
    publicUrl: context.config.publicUrl,
  });
  return answer(201, {
    ok: true,
    id,
    message: serverTranslator("en").t("integrations.notice.submitSuccess"),
  });
}

const REFUSALS: Record<JsonBodyRefusal, string> = {
  "not-json": "Send the configuration as JSON (Content-Type: application/json).",
  "too-large": `The configuration is too large: send at most ${MAX_BODY_BYTES / 1024} KB.`,
  "not-utf8": "The request body is not valid UTF-8 text.",
  malformed: "The request body is not valid JSON.",
};

function answer(status: number, body: SubmitResponse) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** The endpoint only accepts submissions. */
export function loader() {
  return Response.json(
    { ok: false, message: "Use POST to submit a configuration." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
