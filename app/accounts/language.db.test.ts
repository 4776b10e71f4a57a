import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "~/auth/auth.schema";
import { employeeCookie, withCookie } from "../../tests/support/accounts";
import { useTestDatabase } from "../../tests/support/database";
import { formPost, routeArgs, testContext } from "../../tests/support/requests";
import { action, loader } from "./routes/employee-info";

const database = useTestDatabase();

async function post(cookie: string, fields: Record<string, string>) {
  const request = withCookie(formPost("/employees/info", fields), cookie);
  const result = (await action(routeArgs(request, database()))) as {
    data: Record<string, unknown>;
    init: { status?: number } | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}

async function storedLanguage(email: string) {
  const [row] = await database()
    .db.select({ language: users.language })
    .from(users)
    .where(eq(users.email, email));
  return row?.language;
}

describe("a hire's language on their account page", () => {
  beforeEach(() => database().truncateAll());

  it("is shown, and changed by the hire", async () => {
    const cookie = await employeeCookie(testContext(database()), "ana@example.com");
    const shown = await loader(
      routeArgs(withCookie(new Request("http://localhost/employees/info"), cookie), database()),
    );
    expect(shown.language).toBe("en");
    const answer = await post(cookie, { intent: "language", language: "es" });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(await storedLanguage("ana@example.com")).toBe("es");
  });

  it("refuses a language the site does not speak with 400, and keeps the one stored", async () => {
    const cookie = await employeeCookie(testContext(database()), "ana@example.com");
    const answer = await post(cookie, { intent: "language", language: "xx" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: { language: "Please choose English or Spanish." },
    });
    expect(await storedLanguage("ana@example.com")).toBe("en");
  });
});
