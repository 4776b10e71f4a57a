import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE, caughtMail, moveJobsClock, waitForMail } from "./support";

/**
 * The service desk's clocks (docs/service-desk.md#clocks), on a client of this spec's own: the
 * office sets the on-call addresses; a contact's emergency on /service alerts the on-call address
 * at once; the desk shows the time left; the jobs' clock moved past the respond-by records the
 * breach and sends its alert, escalates the unacknowledged emergency, and the desk and the work
 * order's page say "overdue"; Acknowledge then records who.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const CLIENT = `Clock Chain ${stamp}`;
const STORE = `C${stamp}`;
const contact = `cleo-${stamp}@clockchain.example`;
const onCall = `oncall-${stamp}@desk.example`;
const escalation = `escalation-${stamp}@desk.example`;

test("an emergency alerts the on-call address; past its respond-by the desk says overdue and the breach is sent", async ({
  browser,
  request,
}) => {
  test.slow();
  const admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();

  // The office's on-call settings, a section of the company profile.
  await admin.goto("/admin/company");
  const onCallSection = admin.getByRole("region", { name: "On call for service emergencies" });
  await onCallSection.getByLabel("On-call e-mail").fill(onCall);
  await onCallSection.getByLabel("Escalation e-mail").fill(escalation);
  await onCallSection.getByLabel("Minutes before an emergency escalates").fill("15");
  await onCallSection.getByRole("button", { name: "Save on-call settings" }).click();
  await expect(onCallSection).toContainText("Saved: every page shows the new profile now.");

  const clientId = await createClient(admin);

  // The contact's emergency: a work order of the client's first priority.
  const page = await browser.newPage();
  await page.goto("/service");
  const form = page.getByRole("region", { name: "Your request" });
  await form.getByLabel("Your name").fill("Cleo Manager");
  await form.getByLabel("Company").fill(CLIENT);
  await form.getByLabel("E-mail").fill(contact);
  await form.getByLabel("Phone").fill("(626) 555-0142");
  await form.getByLabel("Store number or site address").fill(STORE);
  await form.getByLabel("Trade or category").fill("Electrical");
  await form.getByLabel("Priority").selectOption("emergency");
  await form.getByLabel("What is wrong").fill("Smoke from the main panel.");
  await form.getByRole("button", { name: "Send request" }).click();
  const alert = await waitForMail(
    onCall,
    new RegExp(`^EMERGENCY WO-\\d{6}: ${CLIENT} site ${STORE}$`),
  );
  for (const text of ["Smoke from the main panel.", "(626) 555-0142", "(America/Chicago)"]) {
    expect(alert.text).toContain(text);
  }
  const number = /WO-\d{6}/.exec(alert.subject)![0];
  const orderPath = /\/admin\/work-orders\/[0-9a-f-]{36}/.exec(alert.text)![0];

  // The desk: the respond clock runs, with its time left.
  const row = async () => {
    await admin.goto(`/admin/work-orders?client=${clientId}`);
    return admin.getByRole("row").filter({ hasText: number });
  };
  await expect(await row()).toContainText(/Respond by .*\(America\/Chicago\)/);
  await expect(await row()).toContainText(/\d+ min left/);

  // Past the respond-by on the jobs' clock: the breach, recorded and sent once; the escalation.
  await moveJobsClock(request, 31);
  const escalated = await waitForMail(
    escalation,
    new RegExp(`^Not acknowledged: emergency ${number}`),
  );
  expect(escalated.text).toContain("within 15 minutes");
  await expect
    .poll(() => caughtMail().filter((mail) => mail.subject.startsWith(`Respond missed: ${number}`)))
    .toHaveLength(1);
  await expect(await row()).toContainText(/overdue by \d+ min/);

  // The work order's page says so too; Acknowledge records who, and the clock moves on.
  await admin.goto(orderPath);
  await expect(admin.getByRole("region", { name: "Due times" })).toContainText(
    /To respond: overdue by \d+ min/,
  );
  await admin.getByRole("button", { name: "Acknowledge" }).click();
  await expect(admin.getByRole("region", { name: "Acknowledge the emergency" })).toContainText(
    "Acknowledged.",
  );
  await expect(admin.getByRole("region", { name: "Timeline" })).toContainText("acknowledged it");
  await expect(admin.getByRole("region", { name: "Due times" })).toContainText(
    /To be on site: \d+ h( \d+ min)? left/,
  );
  await admin.context().close();
});

/** This spec's client: one site in Chicago and one contact; gives back its id. */
async function createClient(admin: Page): Promise<string> {
  await admin.goto("/admin/clients");
  await admin.getByLabel("Client name").fill(CLIENT);
  await admin.getByRole("button", { name: "Create client" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(CLIENT);
  const clientId = /\/admin\/clients\/([0-9a-f-]{36})/.exec(admin.url())![1]!;
  const addSite = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Add site" }) });
  await addSite.getByLabel("Site number").fill(STORE);
  await addSite.getByLabel("Name").fill("Naperville");
  await addSite.getByLabel("Address").fill("5 Main St, Naperville, IL");
  await addSite.getByLabel("Time zone").fill("America/Chicago");
  await addSite.getByRole("button", { name: "Add site" }).click();
  await expect(admin.getByText(`Site ${STORE} added.`)).toBeVisible();
  const addContact = admin
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Add contact" }) });
  await addContact.getByLabel("Name").fill("Cleo Manager");
  await addContact.getByLabel("E-mail").fill(contact);
  await addContact.getByRole("button", { name: "Add contact" }).click();
  await expect(admin.getByText("Contact Cleo Manager added.")).toBeVisible();
  await expect(admin.getByRole("region", { name: "On time" })).toContainText("Last 30 days");
  return clientId;
}
