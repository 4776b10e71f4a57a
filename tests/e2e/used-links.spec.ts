import { expect, type Page, test } from "@playwright/test";
import { inviteHire, linkFromMail } from "./support";

/**
 * A set-password link that was used already (or expired, or never existed)
 * says so as soon as it opens, with a way to ask for a new link and a way to sign in, instead of
 * a password form that fails only once both passwords are typed.
 */

async function expectUsedLinkPage(
  page: Page,
  texts: {
    message: RegExp;
    newLink: string;
    signIn: string;
    newLinkHref: string;
    signInHref: string;
  },
) {
  const main = page.getByRole("main");
  await expect(main.getByText(texts.message)).toBeVisible();
  await expect(main.getByRole("textbox")).toHaveCount(0);
  await expect(main.locator('input[type="password"]')).toHaveCount(0);
  await expect(main.getByRole("link", { name: texts.newLink })).toHaveAttribute(
    "href",
    texts.newLinkHref,
  );
  await expect(main.getByRole("link", { name: texts.signIn })).toHaveAttribute(
    "href",
    texts.signInHref,
  );
}

const ENGLISH = {
  message: /This link has already been used or has expired/,
  newLink: "Ask for a new link",
  signIn: "Sign in",
  newLinkHref: "/account/forgot-password",
  signInHref: "/account/login",
};

test("an invitation link opened a second time says at once that it was used", async ({
  browser,
  page,
}) => {
  const email = `twice-${Date.now()}@example.com`;
  await inviteHire(browser, { first: "Twice", last: "Opened", email });

  const link = await linkFromMail(email, /Set up your/);
  await page.goto(link);
  await page.getByRole("main").getByLabel("New password").fill("a long first password 1");
  await page.getByRole("main").getByLabel("Confirm password").fill("a long first password 1");
  await page.getByRole("main").getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page).toHaveURL(/\/team\/employees\/hub$/);
  await page.context().clearCookies();

  await page.goto(link);
  await expectUsedLinkPage(page, ENGLISH);
});

test("an unknown link says so at once, in English and in Spanish", async ({ page }) => {
  const token = "Q".repeat(32);
  await page.goto(`/account/set-password?token=${token}`);
  await expectUsedLinkPage(page, ENGLISH);

  await page.goto(`/es/account/set-password?token=${token}`);
  await expectUsedLinkPage(page, {
    message: /Este enlace ya se usó o venció/,
    newLink: "Pedir un enlace nuevo",
    signIn: "Iniciar sesión",
    newLinkHref: "/es/account/forgot-password",
    signInHref: "/es/account/login",
  });
});

test("a used admin set-up link points to the admin sign-in", async ({ page }) => {
  await page.goto(`/admin/setup?token=${"Z".repeat(32)}`);
  await expectUsedLinkPage(page, {
    ...ENGLISH,
    signInHref: "/admin/login",
  });
});
