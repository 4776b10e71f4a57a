import { describe, expect, it } from "vitest";
import { completionMail } from "./completion.server";
import type { FormProgress } from "./progress.server";

const form = (number: number, label: string, extra: Partial<FormProgress>): FormProgress => ({
  number,
  label,
  kind: "required",
  done: true,
  ...extra,
});

describe("HR's completion e-mail", () => {
  const mail = completionMail(
    { first: "Ada", last: "<Lovelace>", key: "ada <lovelace>" },
    {
      forms: [
        form(1, "Form 1: W-4", { completedAt: "May 14, 2026 at 12:30 PM" }),
        form(2, "Form 2: I-9", {
          manual: { note: "On paper", markedBy: "hr@example.com", markedAt: "May 15, 2026" },
        }),
      ],
      completed: 20,
      percent: 100,
    },
    { hrInbox: "hr@example.com", publicUrl: "https://site.example.com" },
  );

  it("lists each form with its time, and links to the person's progress", () => {
    expect(mail).toMatchObject({
      to: "hr@example.com",
      subject: "Onboarding forms complete: Ada <Lovelace>",
    });
    expect(mail.text).toBe(
      [
        "Ada <Lovelace> has completed all 20 onboarding forms and pressed Submit All Forms.",
        "",
        "Form 1: W-4: May 14, 2026 at 12:30 PM",
        "Form 2: I-9: done (marked by HR)",
        "",
        "Review: https://site.example.com/admin/progress/ada%20%3Clovelace%3E",
      ].join("\n"),
    );
  });

  it("escapes the hire's name in the HTML", () => {
    expect(mail.html).toContain("Review Ada &lt;Lovelace&gt;&#39;s forms</a>");
    expect(mail.html).not.toContain("<Lovelace>");
  });
});
