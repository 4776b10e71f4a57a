import { describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { useTestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/requests";
import { adminSetupLink, listPeople } from "./accounts.server";
import { answerPeopleForm } from "./people.server";

const database = useTestDatabase();
const deps = () => testContext(database());
const actor = { id: "admin-id", email: "admin@example.com" };

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

const ada = { intent: "invite", firstName: "Ada", lastName: "Lovelace", email: "Ada@Example.com" };

describe("the People page's forms", () => {
  it("invite a new hire and say so", async () => {
    const answer = await answerPeopleForm(deps(), actor, form(ada));
    expect(answer).toEqual({
      status: 200,
      result: { ok: true, message: "Invitation sent to ada@example.com." },
    });
    expect((await listPeople(deps())).map((person) => person.email)).toEqual(["ada@example.com"]);
  });

  it("give the errors beside the fields and the values typed back for a bad invitation", async () => {
    const answer = await answerPeopleForm(deps(), actor, form({ ...ada, firstName: " " }));
    expect(answer).toEqual({
      status: 400,
      result: {
        ok: false,
        errors: { firstName: "Please enter the first name." },
        values: { firstName: " ", lastName: "Lovelace", email: "Ada@Example.com" },
      },
    });
  });

  it("refuse a second account for one address with 409, beside the e-mail field", async () => {
    await answerPeopleForm(deps(), actor, form(ada));
    const answer = await answerPeopleForm(deps(), actor, form(ada));
    expect(answer.status).toBe(409);
    expect(answer.result).toMatchObject({
      ok: false,
      errors: { email: "An account with this e-mail address already exists." },
      values: { email: "Ada@Example.com" },
    });
  });

  it("answer an unknown action with 400 and a person who is gone with 404", async () => {
    const unknown = await answerPeopleForm(deps(), actor, form({ intent: "promote", userId: "x" }));
    expect(unknown).toEqual({
      status: 400,
      result: { ok: false, message: "Unknown action.", errors: {}, values: {} },
    });
    const gone = await answerPeopleForm(deps(), actor, form({ intent: "reset", userId: "x" }));
    expect(gone.status).toBe(404);
    expect(gone.result).toMatchObject({ message: "That person no longer exists." });
  });

  it("never disable the admin, and disable an employee with an audit entry", async () => {
    await adminSetupLink(deps());
    await answerPeopleForm(deps(), actor, form(ada));
    const people = await listPeople(deps());
    const admin = people.find((person) => person.role === "admin");
    const hire = people.find((person) => person.role === "employee");
    const refused = await answerPeopleForm(
      deps(),
      actor,
      form({ intent: "disable", userId: admin?.id ?? "" }),
    );
    expect(refused).toMatchObject({
      status: 400,
      result: { message: "The admin account cannot be disabled." },
    });
    const disabled = await answerPeopleForm(
      deps(),
      actor,
      form({ intent: "disable", userId: hire?.id ?? "" }),
    );
    expect(disabled).toEqual({
      status: 200,
      result: { ok: true, message: "Ada Lovelace is disabled and signed out." },
    });
    const actions = (await database().db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(["invitation.sent", "account.disabled"]);
  });
});
