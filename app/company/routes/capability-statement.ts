import { createHash } from "node:crypto";
import { currentCapabilityStatement } from "~/company/capability-statement.server";
import { companyToday } from "~/company/credentials";
import { credentialsView } from "~/company/credentials-view";
import { filePolicy } from "~/files/serve.server";
import type { Route } from "./+types/capability-statement";

/** /capability-statement.pdf: the one-page statement drawn from the current profile. */
export async function loader({ context }: Route.LoaderArgs) {
  const stored = context.company.current();
  const now = new Date();
  const { pdf, key } = await currentCapabilityStatement(
    {
      version: stored.version,
      facts: context.company.facts(),
      view: credentialsView(stored.profile, now),
      today: companyToday(stored.profile, now),
    },
    context.config.publicUrl,
  );
  const name = `${context.company.facts().shortName.replace(/[^\w-]+/g, "-")}-capability-statement.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": filePolicy("application/pdf"),
      // A save of the profile draws a new one: kept a few minutes at most, and never past the
      // midnight an item on it expires.
      "Cache-Control": `public, max-age=${Math.min(300, context.company.secondsUntilChange() ?? 300)}`,
      ETag: `"${createHash("sha256").update(key).digest("hex").slice(0, 32)}"`,
    },
  });
}
