import { beforeAll, describe, expect, it } from "vitest";
import { catalogueKeys } from "~/i18n/catalogue.server";
import { ADMIN_PAGES } from "~/layout/admin-area";
import { requirementSets } from "~/subcontractors/subcontractors.schema";
import { adminCookie } from "../support/accounts";
import { anApplication, aPosting } from "../support/careers";
import { fakeSubmission } from "../support/fake-jotform";
import { insertLeads } from "../support/leads";
import { TEST_FORM_IDS, useTestAppWithFormService } from "../support/onboarding";
import { aDraftProject } from "../support/projects";
import { testSecrets } from "../support/requests";
import { chainWithStore, placedWorkOrder } from "../support/service";
import { inviteNamed } from "../support/subcontractors";

/**
 * Each office page shows its texts, not keys: every row of ADMIN_PAGES, requested by the admin
 * with a record behind each `:name` segment, answers 200 with a page in which no catalogue key
 * shows as itself (docs/decisions/0096, 0098).
 *
 * Why a rendered page and not a static walk of each route's imports: a translator given a key
 * whose namespace the root loader did not send shows the key itself, and the server renders
 * with exactly the messages the browser gets (the root loader's), so the page's HTML is the
 * very thing that goes wrong. A walk of the import graph cannot tell a key the page renders from
 * one a loader or an action translates on the server (which has every namespace), nor a key a
 * shared module holds for the public site, and it flagged nearly every page. What this check
 * does not see is a branch the sample records do not reach (an error answer, an empty list), so
 * the records are chosen to fill the pages. A new row with a `:name` needs its sample here: the
 * test fails until it has one. The scripts and the page's messages (a React Router page's data)
 * are left out: they hold keys by design.
 */
const { app, formService } = useTestAppWithFormService();

const KEYS = new Set(catalogueKeys("en"));

/** The keys a page shows as themselves, in its HTML without its scripts. */
function keysShown(html: string): string[] {
  const shown = html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const words = shown.match(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g) ?? [];
  return [...new Set(words.filter((word) => KEYS.has(word)))];
}

/** A record for each `:name` segment of the table's paths. */
const params: Record<string, string> = {};
let admin = "";

beforeAll(async () => {
  const { context } = app();
  const db = context.database.db;
  admin = await adminCookie(context);
  const office = { id: null, email: "admin@example.com" };
  // A service request: the lead's page, and the page that makes it a work order, open it.
  const [lead] = await insertLeads(context.database, [
    {
      kind: "service",
      phone: "555 0100",
      message: "Lanes 3 and 4 down",
      details: { company: "Chain", store_or_site: "1142", trade_or_category: "Electrical" },
    },
  ]);
  params.leadId = lead!.id;
  const posting = await aPosting(db);
  params.postingId = posting.id;
  params.applicationId = (await anApplication(db, posting.id)).id;
  const [set] = await db.insert(requirementSets).values({ name: "Standard" }).returning();
  params.subcontractorId = (await inviteNamed(context, "sparks", set!.id)).id;
  params.clientId = await chainWithStore(db);
  params.workOrderId = (await placedWorkOrder(db)).id;
  const project = await aDraftProject(db, office);
  params.projectId = project.id;
  // A hire who sent form 1, recorded through the form service's webhook.
  const submission = fakeSubmission({ formId: TEST_FORM_IDS[0]!, first: "Grace", last: "Hopper" });
  formService().addSubmission(submission);
  const recorded = await app().fetch(
    `/api/webhooks/jotform/${encodeURIComponent(testSecrets.JOTFORM_WEBHOOK_SECRET)}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ submissionID: submission.id, formID: "", rawRequest: "{}" }),
    },
  );
  expect(recorded.status).toBe(200);
  params.personKey = encodeURIComponent("grace hopper");
});

/** A row's path with a record's id in each `:name` segment; throws for a segment without one. */
function samplePath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no sample record for :${name} in ${path}: add one above`);
    return value;
  });
}

describe("the office's pages", () => {
  it("each show their own texts: no key of a namespace their row does not send", async () => {
    const problems: Record<string, unknown> = {};
    for (const page of ADMIN_PAGES) {
      const path = samplePath(page.path);
      const answer = await app().fetch(path, { headers: { Cookie: admin } });
      const html = await answer.text();
      if (answer.status !== 200) problems[path] = `status ${answer.status}`;
      const keys = keysShown(html);
      if (keys.length > 0) problems[path] = keys;
    }
    expect(problems).toEqual({});
  });

  it("would see a key shown as itself", () => {
    expect(
      keysShown('<h1>adminCompany.title</h1><script>{"adminCompany.title":"x"}</script>'),
    ).toEqual(["adminCompany.title"]);
    expect(keysShown('<input name="offices.0.name"><p>Company profile</p>')).toEqual([]);
  });
});
