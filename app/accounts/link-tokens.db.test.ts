import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { verifications } from "~/auth/auth.schema";
import { serverTranslator } from "~/i18n/catalogue.server";
import { outbox } from "~/mail/mail.schema";
import { loader as outboxLoader } from "~/mail/routes/admin-outbox";
import { adminCookie, withCookie } from "../../tests/support/accounts";
import { useTestDatabase } from "../../tests/support/database";
import { formPost, settle, testContext } from "../../tests/support/requests";
import {
  adminSetupLink,
  inviteEmployee,
  listPeople,
  sendInvitation,
  sendPasswordReset,
  setPasswordWithToken,
} from "./accounts.server";
import { action as peopleAction } from "./routes/admin-people";
import { action as forgotPassword } from "./routes/forgot-password";

const database = useTestDatabase();
const HIRE = "ada@example.com";
const hr = { id: null, email: "admin@example.com" };

function deps(): AppLoadContext {
  return testContext(database());
}

function tokenOf(link: string) {
  return new URL(link).searchParams.get("token") ?? "";
}

async function linksTo(email: string): Promise<string[]> {
  const rows = await database().db.select().from(outbox).where(eq(outbox.to, email));
  return rows.map((row) => /https?:\/\/\S+/.exec(row.text)?.[0] ?? "");
}

/** Asks for a reset on the public page, as a stranger can for any address. */
function askForReset(email: string) {
  return settle(() =>
    forgotPassword({
      request: formPost("/account/forgot-password", { email }),
      context: deps(),
      params: {},
    } as never),
  );
}

const neutralAnswer = {
  status: 200,
  body: { ok: true, message: serverTranslator("en").t("auth.resetRequested") },
};

async function invite() {
  await inviteEmployee(deps(), hr, { firstName: "Ada", lastName: "Lovelace", email: HIRE });
  const [person] = (await listPeople(deps())).filter((p) => p.email === HIRE);
  return person!;
}

beforeEach(() => database().truncateAll());

describe("one-time link tokens", () => {
  it("are stored hashed: the database never holds a token a link carries", async () => {
    await invite();
    const setup = await adminSetupLink(deps());
    const tokens = [...(await linksTo(HIRE)), setup!].map(tokenOf);
    const stored = await database().db.select().from(verifications);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
      for (const row of stored) {
        expect(row.identifier).not.toContain(token);
        expect(row.value).not.toContain(token);
      }
    }
    expect(await setPasswordWithToken(deps(), tokens[0]!, "analytical engine")).toBeTruthy();
  });

  it("are masked in the admin's outbox, while the e-mail keeps the real link", async () => {
    await invite();
    const [link] = await linksTo(HIRE);
    const cookie = await adminCookie(deps());
    const page = await outboxLoader({
      request: withCookie(new Request("http://localhost/admin/outbox"), cookie),
      context: deps(),
      params: {},
    } as never);
    const listed = page.messages.find((message) => message.to === HIRE);
    expect(listed?.text).toContain("/account/set-password?token=");
    expect(listed?.text).not.toContain(tokenOf(link!));
    expect(JSON.stringify(page)).not.toContain(tokenOf(link!));
  });

  it("of a person are revoked when a new one is issued", async () => {
    const person = await invite();
    await sendInvitation(deps(), hr, person.id);
    const [first, second] = await linksTo(HIRE);
    expect(first).not.toBe(second);
    expect(await setPasswordWithToken(deps(), tokenOf(first!), "analytical engine")).toBe(
      undefined,
    );
    expect(await setPasswordWithToken(deps(), tokenOf(second!), "analytical engine")).toBeTruthy();
    await sendPasswordReset(deps(), HIRE);
    await sendPasswordReset(deps(), HIRE);
    const [, , firstReset, secondReset] = await linksTo(HIRE);
    expect(await setPasswordWithToken(deps(), tokenOf(firstReset!), "difference engine")).toBe(
      undefined,
    );
    expect(
      await setPasswordWithToken(deps(), tokenOf(secondReset!), "difference engine"),
    ).toBeTruthy();
  });

  it("stored in plain text by an earlier version are hashed at start, and still work", async () => {
    const person = await invite();
    const token = "PlainTokenOfAnEarlierVersion0123";
    await database().db.delete(verifications);
    await database()
      .db.insert(verifications)
      .values({
        id: "legacy-token",
        identifier: `reset-password:${token}`,
        value: person.id,
        expiresAt: new Date(Date.now() + 60_000),
      });
    await adminSetupLink(deps());
    const stored = await database().db.select().from(verifications);
    expect(stored.map((row) => row.identifier).join(" ")).not.toContain(token);
    expect(await setPasswordWithToken(deps(), token, "analytical engine")).toBeTruthy();
  });

  it("are refused when they are not shaped like a token", async () => {
    await invite();
    expect(await setPasswordWithToken(deps(), "", "analytical engine")).toBeUndefined();
    expect(await setPasswordWithToken(deps(), "x".repeat(300), "analytical engine")).toBe(
      undefined,
    );
  });
});

describe("re-sending an invitation", () => {
  it("works for a person who has not set a password yet", async () => {
    const person = await invite();
    const cookie = await adminCookie(deps());
    const answer = await settle(() =>
      peopleAction({
        request: withCookie(
          formPost("/admin/people", { intent: "resend", userId: person.id }),
          cookie,
        ),
        context: deps(),
        params: {},
      } as never),
    );
    expect(answer.body).toMatchObject({ ok: true, message: `Invitation sent again to ${HIRE}.` });
    expect(await linksTo(HIRE)).toHaveLength(2);
  });

  it("is refused once the person has set a password, and sends nothing", async () => {
    const person = await invite();
    const [invitation] = await linksTo(HIRE);
    await setPasswordWithToken(deps(), tokenOf(invitation!), "analytical engine");
    const cookie = await adminCookie(deps());
    const answer = await settle(() =>
      peopleAction({
        request: withCookie(
          formPost("/admin/people", { intent: "resend", userId: person.id }),
          cookie,
        ),
        context: deps(),
        params: {},
      } as never),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ ok: false });
    expect(await linksTo(HIRE)).toHaveLength(1);
  });
});

describe("the admin's first-run setup link", () => {
  it("is given once per token, not at every start", async () => {
    const first = await adminSetupLink(deps());
    expect(first).toMatch(/\/admin\/setup\?token=/);
    expect(await adminSetupLink(deps())).toBeUndefined();
    expect(await adminSetupLink(deps())).toBeUndefined();
    // The link given stays valid.
    expect(
      await setPasswordWithToken(deps(), tokenOf(first!), "correct horse battery"),
    ).toBeTruthy();
  });

  it("is given again once the last one expired", async () => {
    const first = await adminSetupLink(deps());
    await database()
      .db.update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const second = await adminSetupLink(deps());
    expect(second).toMatch(/\/admin\/setup\?token=/);
    expect(tokenOf(second!)).not.toBe(tokenOf(first!));
  });

  it("is given by one of several processes starting together", async () => {
    const links = await Promise.all(Array.from({ length: 4 }, () => adminSetupLink(deps())));
    expect(links.filter(Boolean)).toHaveLength(1);
  });

  it("is always given by admin:reset, and then replaces the earlier one", async () => {
    const first = await adminSetupLink(deps());
    const forced = await adminSetupLink(deps(), { force: true });
    expect(forced).toMatch(/token=/);
    expect(await setPasswordWithToken(deps(), tokenOf(first!), "correct horse battery")).toBe(
      undefined,
    );
    expect(
      await setPasswordWithToken(deps(), tokenOf(forced!), "correct horse battery"),
    ).toBeTruthy();
    expect(await adminSetupLink(deps())).toBeUndefined();
  });
});

describe("a reset asked for on the public page", () => {
  it("never revokes the admin's live setup link, and sends nothing for an admin without a password", async () => {
    const setup = await adminSetupLink(deps());
    expect(await askForReset("admin@example.com")).toMatchObject(neutralAnswer);
    expect(await database().db.select().from(outbox)).toHaveLength(0);
    expect(
      await setPasswordWithToken(deps(), tokenOf(setup!), "correct horse battery"),
    ).toBeTruthy();
  });

  it("sends nothing for an invited person without a password: the invitation stays the way in", async () => {
    await invite();
    const [invitation] = await linksTo(HIRE);
    expect(await askForReset(HIRE)).toMatchObject(neutralAnswer);
    expect(await linksTo(HIRE)).toEqual([invitation]);
    expect(
      await setPasswordWithToken(deps(), tokenOf(invitation!), "analytical engine"),
    ).toBeTruthy();
  });

  it("keeps an operator's setup link (admin:reset) while it sends the admin a reset", async () => {
    const first = await adminSetupLink(deps());
    await setPasswordWithToken(deps(), tokenOf(first!), "correct horse battery");
    const operators = await adminSetupLink(deps(), { force: true });
    expect(await askForReset("admin@example.com")).toMatchObject(neutralAnswer);
    const [reset] = await linksTo("admin@example.com");
    expect(reset).toContain("/account/set-password?token=");
    expect(
      await setPasswordWithToken(deps(), tokenOf(operators!), "difference engine"),
    ).toBeTruthy();
  });
});
