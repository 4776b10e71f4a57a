import { describe, expect, it } from "vitest";
import type { Person } from "~/accounts/accounts.server";
import { exampleFacts } from "~/company/facts";
import { company } from "~/company/fixed-facts";
import type { FormProgress } from "../progress/progress.server";
import { reminderMail } from "./reminders.server";

const hire: Person = {
  id: "u1",
  name: "Ada Lovelace",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  role: "employee",
  status: "active",
  permissions: [],
  language: "en",
  createdAt: new Date("2026-05-01T00:00:00Z"),
};

const open = (number: number, label: string): FormProgress => ({
  number,
  label,
  kind: "required",
  done: false,
});

describe("the reminder e-mail", () => {
  it("lists the open forms under the count, then the portal link and the company's name", () => {
    const mail = reminderMail(
      hire,
      [open(1, "Form 1: W-4"), open(2, "Form 2: I-9")],
      "https://site.example.com/team/employees",
      exampleFacts,
    );
    expect(mail).toMatchObject({
      to: "ada@example.com",
      subject: "Reminder: 2 onboarding forms are still open",
    });
    expect(mail.text).toBe(
      [
        "Hello Ada,",
        "You have completed 18 of 20 onboarding forms. These are still open:",
        "- Form 1: W-4",
        "- Form 2: I-9",
        "",
        "Open your forms: https://site.example.com/team/employees",
        "",
        company.name,
      ].join("\n"),
    );
    expect(mail.html).toContain("<li>Form 2: I-9</li>");
  });

  it("says form, not forms, for the last one, and escapes the name in the HTML", () => {
    const mail = reminderMail(
      { ...hire, firstName: "<b>Ada</b>" },
      [open(1, "Form 1: W-4")],
      "https://site.example.com/team/employees",
      exampleFacts,
    );
    expect(mail.subject).toBe("Reminder: 1 onboarding form is still open");
    expect(mail.html).toContain("Hello &lt;b&gt;Ada&lt;/b&gt;,");
    expect(mail.html).not.toContain("<b>");
  });

  it("writes to a hire who reads Spanish in Spanish", () => {
    const mail = reminderMail(
      { ...hire, language: "es" },
      [open(1, "Form 1: W-4"), open(5, "Form 5: Emergency Contact")],
      "https://site.example.com/es/team/employees",
      exampleFacts,
    );
    expect(mail.subject).toBe(
      "Recordatorio: todavía tiene 2 formularios de incorporación pendientes",
    );
    expect(mail.text).toContain("Hola, Ada:");
    expect(mail.text).toContain("- Formulario 5: Contacto de emergencia");
    expect(mail.text).toContain(
      "Abrir sus formularios: https://site.example.com/es/team/employees",
    );
    expect(mail.html).toContain('<html lang="es">');
  });
});
