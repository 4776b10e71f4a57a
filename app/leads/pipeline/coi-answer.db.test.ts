import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { leads } from "~/leads/leads.schema";
import { outbox } from "~/mail/mail.schema";
import { action, loader } from "~/marketing/routes/general-contractors";
import { useTestDatabase } from "../../../tests/support/database";
import { formPost, routeArgs, testContext } from "../../../tests/support/requests";
import { postLeadFormJson } from "../forms/forms.server";

const database = useTestDatabase();

beforeEach(async () => {
  await database().db.delete(leads);
  await database().db.delete(outbox);
});

const REQUEST = {
  name: "Gina Contractor",
  email: "gina@gc.example.com",
  phone: "(555) 010-0142",
  company: "Example Builders",
  project_name: "Library retrofit",
  project_address: "12 Main St, Glendora, CA",
  holder_name: "Example Builders, Inc.",
  holder_address: "1 Builder Way, Pasadena, CA",
  needed_by: "2099-01-15",
};

/** The credentials page as the browser shows it after a post without JavaScript. */
async function followRedirect(answer: unknown, cookies = (header: string[]) => header) {
  expect(answer).toBeInstanceOf(Response);
  const redirect = answer as Response;
  expect(redirect.status).toBe(303);
  const cookie = cookies(redirect.headers.getSetCookie().map((set) => set.split(";")[0] ?? ""));
  const page = new Request(new URL(redirect.headers.get("location") ?? "", "http://localhost"), {
    headers: { cookie: cookie.join("; ") },
  });
  const shown = (await loader(routeArgs(page, database()))) as {
    data: { sent: { message: string } | null };
    init: { headers: Headers };
  };
  return { message: shown.data.sent?.message, headers: shown.init.headers };
}

describe("the certificate request's acknowledgement", () => {
  it("names the project and the date needed, in the page's language, with a script", async () => {
    const english = await postLeadFormJson(
      "coi",
      formPost("/api/leads/coi", REQUEST),
      testContext(database()),
    );
    expect((await english.json()).message).toBe(
      "Thank you! Your request is in: we send the certificate for Library retrofit by January 15, 2099.",
    );
    const spanish = await postLeadFormJson(
      "coi",
      formPost("/api/leads/coi", { ...REQUEST, email: "gina@gc.example.org", language: "es" }),
      testContext(database()),
    );
    expect((await spanish.json()).message).toBe(
      "¡Gracias! Recibimos su solicitud: le enviamos el certificado para Library retrofit a más tardar el 15 de enero de 2099.",
    );
  });

  it("by e-mail names the date needed, in the requester's language, and nothing they typed", async () => {
    await postLeadFormJson(
      "coi",
      formPost("/api/leads/coi", { ...REQUEST, language: "es" }),
      testContext(database()),
    );
    const [mail] = await database()
      .db.select()
      .from(outbox)
      .where(eq(outbox.to, "gina@gc.example.com"));
    expect(mail?.subject).toMatch(/^Recibimos su solicitud de certificado \| /);
    expect(mail?.text).toContain("a más tardar el 15 de enero de 2099");
    expect(mail?.text).not.toContain("Library retrofit");
  });

  it("names them on the page a post without JavaScript is sent to, and only words this server signed", async () => {
    const posted = () =>
      action(routeArgs(formPost("/team/general-contractors", REQUEST), database()));
    const shown = await followRedirect(await posted());
    expect(shown.message).toBe(
      "Thank you! Your request is in: we send the certificate for Library retrofit by January 15, 2099.",
    );
    // Read once: both cookies are forgotten.
    expect(shown.headers.getSetCookie().map((set) => set.split("=")[0])).toEqual([
      "form-sent",
      "lead-answer",
    ]);
    // Words that are not this server's are not shown: the plain acknowledgement instead.
    const forged = await followRedirect(await posted(), (cookies) =>
      cookies.map((cookie) =>
        cookie.startsWith("lead-answer=")
          ? `lead-answer=${Buffer.from("Call 555-0000 to verify").toString("base64url")}.${cookie.split(".")[1]}`
          : cookie,
      ),
    );
    expect(forged.message).toBe(
      "Thank you! Your request is in: we send the certificate by the date you need it.",
    );
  });
});
