import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { company } from "../../app/company/fixed-facts";
import { timings } from "../../app/site/timings";
import { integrationMessages as text } from "../support/spec-texts";
import { expectNoAxeViolations } from "./axe";
import { ADMIN_STATE, type CaughtMail, caughtMail } from "./support";

/**
 * The Software Solutions configuration page (cards, validation with the messages of
 * docs/product.md#integration-configuration, drafts, toasts, download, clipboard, submit) and the admin view of submissions.
 */

const PAGE = "/software-solutions/configuration";
/** Where drafts are kept (app/integrations/drafts.ts): values in localStorage, secrets per tab. */
const DRAFTS_KEY = "software-solutions:configurations";
const SECRETS_KEY = "software-solutions:secrets";
const GRAPH_DEFAULT_SCOPE = "https://graph.microsoft.com/.default";

/** Values no other test uses, so a submission and its e-mail can be told apart. */
function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Opens the page once its cards are loaded from (and saved to) browser storage. */
async function openConfiguration(page: Page) {
  await page.goto(PAGE);
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, DRAFTS_KEY);
}

function card(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("article", { name, exact: true });
}

function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** A toast on screen (Radix renders each as a list item of the toast viewport). */
function toast(page: Page, message: string): Locator {
  return page.locator("li[data-kind]").filter({ hasText: message });
}

/** Waits until the page has written the cards to browser storage. */
async function expectStored(page: Page, value: string) {
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", DRAFTS_KEY))
    .toContain(value);
}

interface GraphValues {
  tenant: string;
  clientId: string;
  secret: string;
}

/** Edits the Microsoft Graph card into a valid, enabled card and saves it. */
async function saveValidGraphCard(page: Page, values: GraphValues) {
  const graph = card(page, "Microsoft Graph");
  await graph.getByRole("button", { name: "Edit Microsoft Graph" }).click();
  await graph.getByRole("switch", { name: "Enabled" }).click();
  await field(graph, "Tenant ID").fill(values.tenant);
  await field(graph, "Client ID").fill(values.clientId);
  await field(graph, "Client Secret").fill(values.secret);
  await field(graph, "Authority").fill("https://login.microsoftonline.com/contoso");
  await graph.getByRole("button", { name: "Save Microsoft Graph" }).click();
  await expect(graph.getByRole("button", { name: "Edit Microsoft Graph" })).toBeVisible();
  return graph;
}

test.describe("configuration cards", () => {
  test("edit → invalid values → the product's messages beside the fields → fix → save", async ({
    page,
  }) => {
    await openConfiguration(page);
    const graph = card(page, "Microsoft Graph");
    await expect(field(graph, "Tenant ID")).toBeDisabled();
    await graph.getByRole("button", { name: "Edit Microsoft Graph" }).click();
    await expect(graph.getByText("Editing", { exact: true })).toBeVisible();
    await expect(field(graph, "Tenant ID")).toBeEnabled();

    await graph.getByRole("switch", { name: "Enabled" }).click();
    await field(graph, "Client ID").fill("abc1234");
    await field(graph, "Authority").fill("login.microsoftonline.com/contoso");
    await field(graph, "Redirect URI").fill("app.example.com/callback");
    await graph.getByRole("button", { name: "Save Microsoft Graph" }).click();

    const expected: Array<[string, string]> = [
      ["Client ID", text.clientIdFormat],
      ["Client Secret", text.requiredFor("Client Secret", "Microsoft Graph")],
      ["Tenant ID", text.requiredFor("Tenant ID", "Microsoft Graph")],
      ["Authority", text.invalidUrl("Authority")],
      ["Redirect URI", text.invalidUrl("Redirect URI")],
    ];
    for (const [label, message] of expected) {
      await expect(field(graph, label)).toHaveAccessibleDescription(message);
      await expect(field(graph, label)).toHaveAttribute("aria-invalid", "true");
    }
    // Refused: still editing, and the first invalid field (Tenant ID comes first) has the focus.
    await expect(graph.getByRole("button", { name: "Save Microsoft Graph" })).toBeVisible();
    await expect(field(graph, "Tenant ID")).toBeFocused();

    // An 8-character hexadecimal application id is a valid Client ID; URLs need their scheme.
    await field(graph, "Client ID").fill("abcdef12");
    await expect(field(graph, "Client ID")).not.toHaveAttribute("aria-invalid", "true");
    await field(graph, "Client Secret").fill(unique("secret"));
    await field(graph, "Tenant ID").fill("contoso.onmicrosoft.com");
    await field(graph, "Authority").fill("https://login.microsoftonline.com/contoso");
    await field(graph, "Redirect URI").fill("https://app.example.com/callback");
    for (const [label] of expected) {
      await expect(field(graph, label)).not.toHaveAttribute("aria-invalid", "true");
    }
    await graph.getByRole("button", { name: "Save Microsoft Graph" }).click();

    await expect(graph.getByRole("button", { name: "Edit Microsoft Graph" })).toBeVisible();
    await expect(graph.getByText("Editing", { exact: true })).toHaveCount(0);
    await expect(graph.getByText("Modified", { exact: true })).toHaveCount(0);
    await expect(field(graph, "Tenant ID")).toBeDisabled();
    await expect(field(graph, "Tenant ID")).toHaveValue("contoso.onmicrosoft.com");
    await expect(graph.getByRole("switch", { name: "Enabled" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  test("Modified shows when values differ from the saved ones outside edit mode; Cancel restores them", async ({
    page,
  }) => {
    await openConfiguration(page);
    const drive = card(page, "Google Drive");
    await drive.getByRole("button", { name: "Edit Google Drive" }).click();
    await field(drive, "Client ID").fill("drive-client.apps.example.com");
    await drive.getByRole("button", { name: "Save Google Drive" }).click();
    const modified = drive.getByText("Modified", { exact: true });
    await expect(drive.getByRole("button", { name: "Edit Google Drive" })).toBeVisible();
    await expect(modified).toHaveCount(0);

    // The enabled switch works in view mode: the card now differs from what was saved.
    const enabled = drive.getByRole("switch", { name: "Enabled" });
    await enabled.click();
    await expect(enabled).toHaveAttribute("aria-checked", "true");
    await expect(modified).toBeVisible();

    // While editing there is no badge.
    await drive.getByRole("button", { name: "Edit Google Drive" }).click();
    await expect(modified).toHaveCount(0);
    await field(drive, "Client ID").fill("another-client");
    await field(drive, "Redirect URI").fill("https://app.example.com/drive");

    await drive.getByRole("button", { name: "Cancel editing Google Drive" }).click();
    await expect(field(drive, "Client ID")).toHaveValue("drive-client.apps.example.com");
    await expect(field(drive, "Redirect URI")).toHaveValue("");
    await expect(enabled).toHaveAttribute("aria-checked", "false");
    await expect(modified).toHaveCount(0);
    await expect(drive.getByRole("button", { name: "Edit Google Drive" })).toBeVisible();
  });

  test("Reset restores the built-in defaults (Graph scope and API version, QuickBooks sandbox)", async ({
    page,
  }) => {
    await openConfiguration(page);
    const graph = card(page, "Microsoft Graph");
    await expect(field(graph, "Scope")).toHaveValue(GRAPH_DEFAULT_SCOPE);
    await expect(field(graph, "API Version")).toHaveValue("v1.0");
    await graph.getByRole("button", { name: "Edit Microsoft Graph" }).click();
    await field(graph, "Tenant ID").fill("contoso.onmicrosoft.com");
    await field(graph, "Scope").fill("Files.ReadWrite.All");
    await field(graph, "API Version").fill("beta");
    await graph.getByRole("button", { name: "Save Microsoft Graph" }).click();
    await expect(field(graph, "API Version")).toHaveValue("beta");

    await graph.getByRole("button", { name: "Reset Microsoft Graph to defaults" }).click();
    await expect(field(graph, "Tenant ID")).toHaveValue("");
    await expect(field(graph, "Scope")).toHaveValue(GRAPH_DEFAULT_SCOPE);
    await expect(field(graph, "API Version")).toHaveValue("v1.0");
    await expect(graph.getByRole("switch", { name: "Enabled" })).toHaveAttribute(
      "aria-checked",
      "false",
    );

    const quickbooks = card(page, "QuickBooks");
    const sandbox = quickbooks.getByRole("switch", { name: "Sandbox" });
    await expect(sandbox).toHaveAttribute("aria-checked", "true");
    await quickbooks.getByRole("button", { name: "Edit QuickBooks" }).click();
    await sandbox.click();
    await field(quickbooks, "Company ID").fill("4620816365");
    await quickbooks.getByRole("button", { name: "Save QuickBooks" }).click();
    await expect(sandbox).toHaveAttribute("aria-checked", "false");
    await quickbooks.getByRole("button", { name: "Reset QuickBooks to defaults" }).click();
    await expect(sandbox).toHaveAttribute("aria-checked", "true");
    await expect(field(quickbooks, "Company ID")).toHaveValue("");
  });

  test("a custom card is added in edit mode, checked, refused on submit, and removed", async ({
    page,
  }) => {
    await openConfiguration(page);
    const customCards = page.getByRole("main").locator("[data-card^='custom-']");
    await expect(customCards).toHaveCount(0);
    await page.getByRole("button", { name: "Add custom card" }).click();
    await expect(customCards).toHaveCount(1);
    const custom = customCards.first();
    await expect(custom.getByRole("heading", { name: "New custom integration" })).toBeVisible();
    await expect(custom.getByRole("button", { name: /^Save / })).toBeVisible();
    await expect(custom.getByRole("switch", { name: "Enabled" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(field(custom, "Provider name")).toHaveValue("");

    await custom.getByRole("button", { name: /^Save / }).click();
    await expect(field(custom, "Provider name")).toHaveAccessibleDescription(
      text.providerNameRequired,
    );
    await expect(field(custom, "Provider type")).toHaveAccessibleDescription(
      text.providerTypeRequired,
    );

    await field(custom, "Provider name").fill("dropbox");
    await field(custom, "Provider type").selectOption("file_storage");
    await custom.getByRole("switch", { name: "Enabled" }).click();
    await custom.getByRole("button", { name: /^Save / }).click();
    await expect(field(custom, "Provider name")).toHaveAccessibleDescription(text.unknownProvider);

    // Named after a known provider, the card takes that provider's fields.
    await field(custom, "Provider name").fill("quickbooks");
    await field(custom, "Provider type").selectOption("accounting");
    await expect(custom.getByRole("heading", { name: "Custom: QuickBooks" })).toBeVisible();
    await expect(field(custom, "Consumer Key")).toBeVisible();

    // Submit checks every card first.
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(toast(page, text.fixBeforeSubmitting)).toBeVisible();
    await expect(field(custom, "Consumer Key")).toHaveAccessibleDescription(
      text.requiredFor("Consumer Key", "QuickBooks"),
    );
    await expect(field(custom, "Company ID")).toHaveAccessibleDescription(
      text.requiredFor("Company ID", "QuickBooks"),
    );

    await custom.getByRole("button", { name: "Remove Custom: QuickBooks" }).click();
    await expect(customCards).toHaveCount(0);
  });

  test("a secret field is masked, shown and hidden again", async ({ page }) => {
    await openConfiguration(page);
    const quickbooks = card(page, "QuickBooks");
    await quickbooks.getByRole("button", { name: "Edit QuickBooks" }).click();
    for (const label of ["Consumer Secret", "Access Token", "Access Token Secret"]) {
      await expect(field(quickbooks, label)).toHaveAttribute("type", "password");
    }
    const secret = field(quickbooks, "Consumer Secret");
    await secret.fill("qb-consumer-secret");
    await quickbooks.getByRole("button", { name: "Show Consumer Secret" }).click();
    await expect(secret).toHaveAttribute("type", "text");
    await expect(secret).toHaveValue("qb-consumer-secret");
    await expect(field(quickbooks, "Access Token")).toHaveAttribute("type", "password");
    await quickbooks.getByRole("button", { name: "Hide Consumer Secret" }).click();
    await expect(secret).toHaveAttribute("type", "password");
  });
});

test.describe("keeping drafts", () => {
  test("a reload keeps the values; secrets stay only in this tab", async ({ page, context }) => {
    await openConfiguration(page);
    await expect(page.getByRole("main")).toContainText(
      "Secret values (client secrets, consumer secrets and access tokens) are kept only in this browser tab",
    );
    const values = {
      tenant: "contoso.onmicrosoft.com",
      clientId: "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
      secret: unique("tab-secret"),
    };
    await saveValidGraphCard(page, values);
    await expectStored(page, values.tenant);

    await page.reload();
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, DRAFTS_KEY);
    const graph = card(page, "Microsoft Graph");
    await expect(field(graph, "Tenant ID")).toHaveValue(values.tenant);
    await expect(field(graph, "Client ID")).toHaveValue(values.clientId);
    await expect(graph.getByRole("switch", { name: "Enabled" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(field(graph, "Client Secret")).toHaveValue(values.secret);
    await expect(graph.getByText("Modified", { exact: true })).toHaveCount(0);

    const stored = await page.evaluate(
      ({ drafts, secrets }) => ({
        local: localStorage.getItem(drafts) ?? "",
        session: sessionStorage.getItem(secrets) ?? "",
      }),
      { drafts: DRAFTS_KEY, secrets: SECRETS_KEY },
    );
    expect(stored.local).toContain(values.tenant);
    expect(stored.local).not.toContain(values.secret);
    expect(stored.session).toContain(values.secret);

    // Another tab of the same browser has the values but not the secret.
    const otherTab = await context.newPage();
    await openConfiguration(otherTab);
    const graphThere = card(otherTab, "Microsoft Graph");
    await expect(field(graphThere, "Tenant ID")).toHaveValue(values.tenant);
    await expect(field(graphThere, "Client Secret")).toHaveValue("");
  });
});

test.describe("actions", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("Download JSON saves the configuration; Copy to clipboard copies the same document", async ({
    page,
  }) => {
    await openConfiguration(page);
    const values = {
      tenant: "fabrikam.onmicrosoft.com",
      clientId: "abcdef0123456789",
      secret: unique("download-secret"),
    };
    await saveValidGraphCard(page, values);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(
        `^${company.software.name.toLowerCase()}-configuration-\\d{4}-\\d{2}-\\d{2}\\.json$`,
      ),
    );
    const file = readFileSync(await download.path(), "utf8");
    const document = JSON.parse(file) as { configurations: Array<Record<string, unknown>> };
    expect(document.configurations.map((c) => c.provider_name)).toEqual([
      "msgraph",
      "google_drive",
      "quickbooks",
    ]);
    expect(document.configurations[0]).toEqual({
      provider_type: "file_storage",
      provider_name: "msgraph",
      is_enabled: true,
      tenant_id: values.tenant,
      client_id: values.clientId,
      client_secret: values.secret,
      redirect_uri: "",
      scope: GRAPH_DEFAULT_SCOPE,
      authority: "https://login.microsoftonline.com/contoso",
      api_version: "v1.0",
    });
    expect(document.configurations[2]).toMatchObject({ is_enabled: false, sandbox: true });
    await expect(toast(page, text.downloaded)).toBeVisible();

    await page.getByRole("button", { name: "Copy to clipboard" }).click();
    await expect(toast(page, text.copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(file);
  });

  test("toasts close by themselves after 5 s and can be closed", async ({ page }) => {
    await page.clock.install();
    await openConfiguration(page);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);

    await page.getByRole("button", { name: "Copy to clipboard" }).click();
    const copied = toast(page, text.copied);
    await expect(copied).toBeVisible();
    await page.clock.runFor(timings.toastMs - 100);
    await expect(copied).toBeVisible();
    await page.clock.runFor(200);
    await expect(copied).toHaveCount(0);

    await page.getByRole("button", { name: "Download JSON" }).click();
    const downloaded = toast(page, text.downloaded);
    await expect(downloaded).toBeVisible();
    await downloaded.getByRole("button", { name: "Close notification" }).click();
    await expect(downloaded).toHaveCount(0);
  });
});

test.describe("submitting", () => {
  test("Submit stores the configuration, the company is mailed without secrets, an admin reveals one value and the reveal is audited", async ({
    page,
    browser,
  }) => {
    await openConfiguration(page);
    const values = {
      tenant: `${unique("tenant")}.onmicrosoft.com`,
      clientId: "0123456789abcdef",
      secret: unique("submitted-secret"),
    };
    await saveValidGraphCard(page, values);
    const quickbooks = card(page, "QuickBooks");
    await quickbooks.getByRole("button", { name: "Edit QuickBooks" }).click();
    const consumerSecret = unique("consumer-secret");
    await field(quickbooks, "Consumer Secret").fill(consumerSecret);
    await quickbooks.getByRole("button", { name: "Save QuickBooks" }).click();

    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(toast(page, text.submitSuccess)).toBeVisible();

    // The company's notification: composed by the server, secret values masked.
    let mail: CaughtMail | undefined;
    await expect
      .poll(
        () => {
          mail = caughtMail().find((m) => m.text.includes(values.tenant));
          return mail !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(mail!.to).toContain(company.email);
    expect(mail!.subject).toBe(
      `New ${company.software.name} integration configuration (3 cards, 1 enabled)`,
    );
    for (const secret of [values.secret, consumerSecret]) {
      expect(mail!.text).not.toContain(secret);
      expect(mail!.html).not.toContain(secret);
    }
    expect(mail!.text).toContain("Client Secret: ********");
    const adminLink = /https?:\/\/\S+\/admin\/integrations#submission-(\S+)/.exec(mail!.text);
    expect(adminLink).not.toBeNull();
    const submissionId = adminLink![1]!;

    // The admin view: the submission with its secrets hidden until one is revealed.
    const admin = await browser.newContext({ storageState: ADMIN_STATE });
    const adminPage = await admin.newPage();
    await adminPage.goto("/admin/integrations");
    const submission = adminPage.locator(`[id="submission-${submissionId}"]`);
    await expect(submission).toContainText(values.tenant);
    await expect(submission).not.toContainText(values.secret);
    await expect(submission).not.toContainText(consumerSecret);
    const graphCard = submission.getByRole("region", { name: "Card 1: Microsoft Graph" });
    await graphCard.getByRole("button", { name: "Reveal Client Secret" }).click();
    await expect(graphCard.locator("code")).toHaveText(values.secret);
    await expect(submission).not.toContainText(consumerSecret);

    await adminPage.goto("/admin/audit");
    const entry = adminPage
      .getByRole("row")
      .filter({ hasText: "integration.secret.revealed" })
      .filter({ hasText: submissionId });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("client_secret");
    await expect(adminPage.getByRole("main")).not.toContainText(values.secret);
    await admin.close();
  });
});

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`axe finds no violations on the configuration page, with errors and a toast (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openConfiguration(page);
    await card(page, "Microsoft Graph")
      .getByRole("button", { name: "Edit Microsoft Graph" })
      .click();
    await page.getByRole("button", { name: "Add custom card" }).click();
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(toast(page, text.fixBeforeSubmitting)).toBeVisible();
    await expect(
      page.getByRole("main").locator("[data-card^='custom-']").getByText(text.providerNameRequired),
    ).toBeVisible();

    await expectNoAxeViolations(page);
  });
}
