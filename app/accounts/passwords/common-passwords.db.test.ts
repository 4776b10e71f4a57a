import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { outbox } from "~/mail/mail.schema";
import { employeeCookie, withCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { formPost, settle, testContext } from "../../../tests/support/requests";
import { adminSetupLink, inviteEmployee, sendPasswordReset } from "../accounts.server";
import { action as changePassword } from "../routes/employee-info";
import { action as setPassword } from "../routes/set-password";
import { signIn } from "../sign-in/sign-in.server";

const database = useTestDatabase();
const deps = () => testContext(database());

const TOO_COMMON = "This password is one of the most common. Choose one that is harder to guess.";
const TOO_COMMON_ES = "Esta contraseña es de las más comunes. Elija una más difícil de adivinar.";
const GOOD = "analytical engine";

async function lastLinkTo(email: string) {
  const rows = await database().db.select().from(outbox).where(eq(outbox.to, email));
  return /https?:\/\/\S+/.exec(rows.at(-1)?.text ?? "")?.[0] ?? "";
}

/** Posts the set-password form of a link, as the browser does. */
function postThrough(link: string, password: string) {
  const url = new URL(link);
  const token = url.searchParams.get("token") ?? "";
  return settle(() =>
    setPassword({
      request: formPost(url.pathname + url.search, { token, password, confirm: password }),
      context: deps(),
      params: {},
    } as never),
  );
}

async function invitationTo(email: string) {
  await inviteEmployee(
    deps(),
    { id: null, email: "admin@example.com" },
    { firstName: "Ada", lastName: "Lovelace", email },
  );
  return lastLinkTo(email);
}

beforeEach(() => database().truncateAll());

describe("a common password", () => {
  for (const password of ["password1", "Password1", "qwerty123", "iloveyou", "sunshine1"]) {
    it(`(${password}) is refused through an invitation link, which stays valid`, async () => {
      const link = await invitationTo("ada@example.com");
      const refused = await postThrough(link, password);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ok: false, errors: { password: TOO_COMMON } });
      expect((await postThrough(link, GOOD)).status).toBe(302);
    });
  }

  it("is refused in Spanish on the Spanish page", async () => {
    const link = (await invitationTo("ana@example.com")).replace("/account/", "/es/account/");
    const refused = await postThrough(link, "password1");
    expect(refused.body).toMatchObject({ errors: { password: TOO_COMMON_ES } });
  });

  it("is refused on the admin's setup page", async () => {
    const link = await adminSetupLink(deps());
    const refused = await postThrough(link!, "password1");
    expect(refused.body).toMatchObject({ ok: false, errors: { password: TOO_COMMON } });
    expect((await postThrough(link!, GOOD)).status).toBe(302);
  });

  it("is refused through a reset link", async () => {
    await postThrough(await invitationTo("ada@example.com"), GOOD);
    await sendPasswordReset(deps(), "ada@example.com");
    const refused = await postThrough(await lastLinkTo("ada@example.com"), "password123");
    expect(refused.body).toMatchObject({ ok: false, errors: { password: TOO_COMMON } });
  });

  it("is refused as a new password at /employees/info, and the old one still works", async () => {
    const cookie = await employeeCookie(deps(), "ada@example.com");
    const request = formPost("/employees/info", {
      current: "test password 123",
      password: "password1",
      confirm: "password1",
    });
    const refused = await settle(() =>
      changePassword({
        request: withCookie(request, cookie),
        context: deps(),
        params: {},
      } as never),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, errors: { password: TOO_COMMON } });
    const signedIn = await signIn(deps(), {
      email: "ada@example.com",
      password: "test password 123",
      area: "employee",
    });
    expect(signedIn.ok).toBe(true);
  });

  it("is told apart from a password of a few common words, which is accepted", async () => {
    const link = await invitationTo("ada@example.com");
    expect((await postThrough(link, "correct horse battery staple")).status).toBe(302);
  });
});
