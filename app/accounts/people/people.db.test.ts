import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { listLeadWorkers } from "~/auth/lead-access.server";
import { outbox } from "~/mail/mail.schema";
import { useTestDatabase } from "../../../tests/support/database";
import { testContext } from "../../../tests/support/requests";
import { adminSetupLink, listPeople } from "../accounts.server";
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
        values: { firstName: " ", lastName: "Lovelace", email: "Ada@Example.com", language: "" },
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

  it("send no password reset to someone who has not set a password: the invitation stays live", async () => {
    await answerPeopleForm(deps(), actor, form(ada));
    const [hire] = await listPeople(deps());
    const answer = await answerPeopleForm(
      deps(),
      actor,
      form({ intent: "reset", userId: hire!.id }),
    );
    expect(answer.status).toBe(409);
    expect(answer.result).toMatchObject({
      message: "Ada Lovelace has not set a password yet: re-send the invitation instead.",
    });
    expect(await database().db.select().from(outbox)).toHaveLength(1);
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
      form({ intent: "disable", userId: hire?.id ?? "", confirmed: "yes" }),
    );
    expect(disabled).toEqual({
      status: 200,
      result: { ok: true, message: "Ada Lovelace is disabled and signed out." },
    });
    const actions = (await database().db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(["invitation.sent", "account.disabled"]);
  });

  it("give and remove lead access with audit entries, never to the admin, who always has it", async () => {
    await database().db.delete(auditLog);
    await adminSetupLink(deps());
    await answerPeopleForm(
      deps(),
      actor,
      form({ ...ada, email: "grace@example.com", firstName: "Grace" }),
    );
    const people = await listPeople(deps());
    const admin = people.find((person) => person.role === "admin")!;
    const grace = people.find((person) => person.email === "grace@example.com")!;
    expect(grace.permissions).toEqual([]);
    expect((await listLeadWorkers(deps())).map((worker) => worker.id)).toEqual([admin.id]);
    const given = await answerPeopleForm(
      deps(),
      actor,
      form({ intent: "grant:leads", userId: grace.id }),
    );
    expect(given).toEqual({
      status: 200,
      result: { ok: true, message: "Grace Lovelace can now work leads." },
    });
    expect((await listLeadWorkers(deps())).map((worker) => worker.name).sort()).toEqual([
      "Grace Lovelace",
      "Site Administrator",
    ]);
    const removed = await answerPeopleForm(
      deps(),
      actor,
      form({ intent: "remove:leads", userId: grace.id }),
    );
    expect(removed.result).toMatchObject({ message: "Grace Lovelace no longer has lead access." });
    const refused = await answerPeopleForm(
      deps(),
      actor,
      form({ intent: "remove:leads", userId: admin.id }),
    );
    expect(refused).toMatchObject({
      status: 400,
      result: { message: "The admin always has lead access." },
    });
    const entries = (await database().db.select().from(auditLog)).map(({ action, details }) => ({
      action,
      details,
    }));
    expect(entries).toEqual([
      { action: "invitation.sent", details: expect.anything() },
      { action: "permission.granted", details: { permission: "leads" } },
      { action: "permission.removed", details: { permission: "leads" } },
    ]);
    const unknown = await answerPeopleForm(
      deps(),
      actor,
      form({ intent: "grant:everything", userId: grace.id }),
    );
    expect(unknown).toMatchObject({ status: 400, result: { message: "Unknown action." } });
  });
});

describe("a person's language", () => {
  beforeEach(() => database().truncateAll());

  it("store the language the admin chose at invitation, English unless told", async () => {
    await answerPeopleForm(deps(), actor, form({ ...ada, language: "es" }));
    await answerPeopleForm(deps(), actor, form({ ...ada, email: "grace@example.com" }));
    const people = await listPeople(deps());
    expect(people.map((person) => [person.email, person.language])).toEqual([
      ["ada@example.com", "es"],
      ["grace@example.com", "en"],
    ]);
  });

  it("refuse a language the site does not speak, beside the field", async () => {
    const answer = await answerPeopleForm(deps(), actor, form({ ...ada, language: "fr" }));
    expect(answer).toMatchObject({
      status: 400,
      result: { ok: false, errors: { language: "Please choose English or Spanish." } },
    });
    expect(await listPeople(deps())).toEqual([]);
  });

  it("invite a Spanish-speaking hire in Spanish, with a link to the Spanish page", async () => {
    await answerPeopleForm(deps(), actor, form({ ...ada, language: "es" }));
    const [mail] = await database().db.select().from(outbox);
    expect(mail!.subject).toMatch(/^Active su cuenta de empleado de /);
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/es\/account\/set-password\?token=/);
  });
});
