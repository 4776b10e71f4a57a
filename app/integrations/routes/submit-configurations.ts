import { submitConfigurations } from "~/integrations/integrations.server";
import { integrationSecretKey } from "~/integrations/secret-key.server";
import { hitLimit } from "~/limits/rate-limit.server";
import { mailSettings } from "~/mail/mailer.server";
import type { Route } from "./+types/submit-configurations";

/** Submissions from one client address. */
export const submitLimit = {
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
  const outcome = await submitConfigurations(context.database.db, request, {
    key: integrationSecretKey(context),
    inbox: mailSettings(context.config).companyInbox,
    publicUrl: context.config.publicUrl,
  });
  return Response.json(outcome.body, {
    status: outcome.status,
    headers: { "Cache-Control": "no-store" },
  });
}

/** The endpoint only accepts submissions. */
export function loader() {
  return Response.json(
    { ok: false, message: "Use POST to submit a configuration." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
