import { expect, test } from "@playwright/test";

/** Every route of the product's table (docs/product.md#routes), with the title its screen must show. */
const routes: Array<[path: string, title: RegExp]> = [
  ["/", /^Home \|/],
  ["/features", /^Software Solutions \|/],
  ["/software-tools", /\|/],
  ["/pricing", /\|/],
  ["/services/copper-fiber", /^Copper & Fiber Ethernet Cabling \|/],
  ["/services/3phase", /^3-Phase Electrical Installations \|/],
  ["/services/industrial-utility", /^Industrial Utility Services \|/],
  ["/services/automation", /^Automation & Control Systems \|/],
  ["/services/pos-systems", /^POS Systems \|/],
  ["/services/general-contracting", /^General Contracting \|/],
  ["/privacy-policy", /^Privacy Policy \|/],
  ["/terms-of-service", /^Terms of Service \|/],
  ["/team/employees", /^Employee Forms \|/],
  ["/employees/forms", /^Employee Forms \|/],
  ["/new-hires", /^Employee Forms \|/],
  ["/team/subcontractors", /^Subcontractors \|/],
  ["/employees/subcontractors", /^Subcontractors \|/],
  ["/team/general-contractors", /^General Contractors \|/],
  ["/employees/gcs", /^General Contractors \|/],
  ["/admin/login", /Login \|/],
];

for (const [path, title] of routes) {
  test(`${path} answers 200 with its title`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
  });
}

test("an unknown path shows the designed 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
});

test("the resources-menu paths redirect to their real places", async ({ page }) => {
  const redirects: Array<[from: string, to: string]> = [
    ["/about", "/#about"],
    ["/contact", "/#contact"],
    ["/team-portal", "/team/employees"],
  ];
  for (const [from, to] of redirects) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[/#]/g, "\\$&")}$`));
  }
});

test("/ with no hash shows /#home", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/#home$/);
});
