import { expect, type Page, test as setup } from "@playwright/test";
import { type E2eServer, e2eServers } from "../support/e2e-servers";
import { ADMIN, ADMIN_STATE, setupLink } from "./support";

/** The admin chooses a password from the server's first-run link and lands on the leads. */
async function setUpAdmin(page: Page, server: E2eServer): Promise<void> {
  const link = setupLink(server);
  expect(link).toContain(`${server.url}/admin/setup?token=`);
  await page.goto(link);
  await expect(
    page.getByRole("main").getByRole("heading", { level: 1, name: "Admin Setup" }),
  ).toBeVisible();
  await page.getByRole("main").getByLabel("New password").fill(ADMIN.password);
  await page.getByRole("main").getByLabel("Confirm password").fill(ADMIN.password);
  await page.getByRole("main").getByRole("button", { name: "Set password and sign in" }).click();
  // The admin starts at the leads (the page used most), not the configuration warnings.
  await expect(page).toHaveURL(new RegExp(`^${server.url}/admin/leads$`));
}

setup("the admin sets a password from the first-run link", async ({ context }) => {
  // Six servers hash a password and load the leads at once, beside the public specs' worker: a CI
  // run on a slow machine spent the whole minute of one test on it. A link works once, so a retry
  // cannot save this test; a longer limit can.
  setup.setTimeout(180_000);
  // Every e2e server at once, in one browser context: its cookies are kept per server's host,
  // so the one saved state signs the admin in on each (tests/support/e2e-servers.ts).
  const servers = e2eServers();
  const pages = await Promise.all(servers.map(() => context.newPage()));
  await Promise.all(servers.map((server, index) => setUpAdmin(pages[index]!, server)));
  await context.storageState({ path: ADMIN_STATE });

  // The link worked once: opened again, signed out, in a page of its own (the set-up pages are
  // closed first: nothing of theirs can race its load), it says so at once, with no password form.
  await Promise.all(pages.map((page) => page.close()));
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(setupLink(servers[0]!));
  await expect(page.getByRole("main").getByRole("alert")).toContainText("has already been used");
  await expect(page.getByRole("main").getByLabel("New password")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/admin/login",
  );
});
