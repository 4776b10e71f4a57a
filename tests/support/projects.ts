import type { Database } from "~/db/client.server";
import { createProject } from "~/projects/projects.server";

/** An unpublished project with only what the form requires, written as the office would. */
export function aDraftProject(
  db: Database,
  actor: { id: string | null; email: string } = { id: null, email: "admin@example.com" },
) {
  return createProject(
    db,
    {
      title: "Store 214 POS Rollout",
      market: "retail",
      services: ["pos-systems"],
      city: "Glendora",
      state: "CA",
      year: 2025,
      figures: [],
      summaryEn: "Forty lanes.",
      summaryEs: null,
      storyEn: "Cabled.",
      storyEs: null,
      clientName: null,
      clientNamingApproved: false,
      quoteText: null,
      quoteName: null,
      quoteRole: null,
      office: null,
      published: false,
    } as never,
    actor,
  );
}
