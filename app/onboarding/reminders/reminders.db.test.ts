import { beforeEach, describe, expect, it, vi } from "vitest";
import { inviteEmployee } from "~/accounts/accounts.server";
import { outbox } from "~/mail/mail.schema";
import { useTestDatabase } from "../../../tests/support/database";
import { testContext } from "../../../tests/support/requests";
import { onboardingCompletions, onboardingSubmissions } from "../onboarding.schema";
import { onboardingReminderJobs, sendDueReminders } from "./reminders.server";

const database = useTestDatabase();
const deps = () => testContext(database());
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY + 60_000);

async function reminders() {
  const mails = await database().db.select().from(outbox);
  return mails.filter((mail) => mail.subject.startsWith("Reminder:"));
}

describe("onboarding reminders", () => {
  beforeEach(async () => {
    await database().truncateAll();
    await inviteEmployee(
      deps(),
      { id: null, email: "hr@example.com" },
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
    );
  });

  it("reminds a hire after 3 days without progress, then at most once every 3 days", async () => {
    expect(await sendDueReminders(deps(), later(2))).toBe(0);
    expect(await sendDueReminders(deps(), later(3))).toBe(1);
    expect(await sendDueReminders(deps(), later(4))).toBe(0);
    expect(await sendDueReminders(deps(), later(6.1))).toBe(1);
    const sent = await reminders();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      to: "ada@example.com",
      subject: "Reminder: 20 onboarding forms are still open",
    });
    expect(sent[0]?.text).toContain("Form 1: W-4");
    expect(sent[0]?.text).toContain("/team/employees");
  });

  it("waits while the hire is making progress, and stops once all forms are submitted", async () => {
    await database()
      .db.insert(onboardingSubmissions)
      .values({
        id: "s1",
        formId: "f1",
        personKey: "ada lovelace",
        createdAt: "2026-11-22 10:00:00",
        recordedAt: later(2),
      } as typeof onboardingSubmissions.$inferInsert);
    expect(await sendDueReminders(deps(), later(4))).toBe(0);
    await database()
      .db.insert(onboardingCompletions)
      .values({
        personKey: "ada lovelace",
        firstName: "Ada",
        lastName: "Lovelace",
      } as typeof onboardingCompletions.$inferInsert);
    expect(await sendDueReminders(deps(), later(30))).toBe(0);
  });

  it("follows ONBOARDING_REMINDER_DAYS", async () => {
    const weekly = testContext(database(), { ONBOARDING_REMINDER_DAYS: "7" });
    expect(await sendDueReminders(weekly, later(6))).toBe(0);
    expect(await sendDueReminders(weekly, later(7))).toBe(1);
  });

  it("as a periodic job, looks at the first check and then once an hour, however often it is asked", async () => {
    let clock = 1_000;
    const now = vi.spyOn(performance, "now").mockImplementation(() => clock);
    try {
      const [job] = onboardingReminderJobs(deps());
      expect(await job!.run(new Date())).toEqual({ sent: 0 });
      clock += 59 * 60_000;
      expect(await job!.run(new Date())).toBeUndefined();
      clock += 60_000;
      expect(await job!.run(new Date())).toEqual({ sent: 0 });
    } finally {
      now.mockRestore();
    }
  });
});
