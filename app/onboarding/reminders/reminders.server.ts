import { eq, lte, max } from "drizzle-orm";
import { listPeople, type Person } from "~/accounts/accounts.server";
import { personKey } from "~/auth/person-key";
import type { CompanyFacts } from "~/company/facts";
import type { AppContext } from "~/context";
import { serverTranslator } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";
import type { DailyJob } from "~/jobs/daily-jobs.server";
import { companySignature, composeMail, link, list, paragraph } from "~/mail/layout.server";
import { enqueueMail, type OutgoingMail } from "~/mail/outbox.server";
import { FORM_COUNT } from "../catalogue";
import { formLabel } from "../form-names";
import { onboardingSettings } from "../form-service/settings.server";
import {
  onboardingCompletions,
  onboardingManualCompletions,
  onboardingReminders,
  onboardingSubmissions,
} from "../onboarding.schema";
import { type FormProgress, personProgress } from "../progress/progress.server";

type Deps = Pick<AppContext, "database" | "config" | "secrets">;
/** The reminder worker also signs mail with the company as its profile is now. */
type ReminderDeps = Deps & Pick<AppContext, "company">;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the hire last moved forward: account made, a form recorded, or a form marked by HR. */
async function lastProgressAt(deps: Deps, person: Person, key: string): Promise<Date> {
  const { db } = deps.database;
  const [[submitted], [marked]] = await Promise.all([
    db
      .select({ at: max(onboardingSubmissions.recordedAt) })
      .from(onboardingSubmissions)
      .where(eq(onboardingSubmissions.personKey, key)),
    db
      .select({ at: max(onboardingManualCompletions.markedAt) })
      .from(onboardingManualCompletions)
      .where(eq(onboardingManualCompletions.personKey, key)),
  ]);
  const times = [person.createdAt, submitted?.at, marked?.at].filter(
    (at): at is Date => at instanceof Date,
  );
  return new Date(Math.max(...times.map((at) => at.getTime())));
}

export function reminderMail(
  person: Person,
  missing: FormProgress[],
  portalUrl: string,
  company: CompanyFacts,
): OutgoingMail {
  const lang = person.language;
  const { t } = serverTranslator(lang);
  const done = FORM_COUNT - missing.length;
  return composeMail({
    to: person.email,
    lang,
    subject: t("mail.reminder.subject", { open: missing.length }),
    sections: [
      [
        paragraph(t("mail.reminder.hello", { name: person.firstName ?? person.name })),
        paragraph(t("mail.reminder.progress", { done, total: FORM_COUNT })),
        // English keeps the catalogue's own labels; another language names each form in it.
        list(missing.map((form) => (lang === "en" ? form.label : formLabel({ t }, form.number)))),
      ],
      [link(portalUrl, t("mail.reminder.link"))],
      [companySignature(company, "name")],
    ],
  });
}

/**
 * Reminds every hire with open forms who has made no progress for the configured number of days,
 * at most once per that many days. The claim is one conditional upsert, so several server
 * processes running this at once still send each reminder once.
 */
export async function sendDueReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const intervalMs = deps.config.env.ONBOARDING_REMINDER_DAYS * DAY_MS;
  const cutoff = new Date(now.getTime() - intervalMs);
  const { db } = deps.database;
  const catalogue = onboardingSettings(deps.config.env).catalogue;
  const hires = (await listPeople(deps)).filter(
    (person) =>
      person.role !== "admin" &&
      person.status !== "disabled" &&
      person.firstName &&
      person.lastName,
  );
  let sent = 0;
  for (const hire of hires) {
    const key = personKey(hire.firstName!, hire.lastName!);
    const [finished] = await db
      .select()
      .from(onboardingCompletions)
      .where(eq(onboardingCompletions.personKey, key));
    if (finished) continue;
    const progress = await personProgress(db, catalogue, key);
    const missing = progress.forms.filter((form) => !form.done);
    if (missing.length === 0 || (await lastProgressAt(deps, hire, key)) > cutoff) continue;
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(onboardingReminders)
        .values({ userId: hire.id, lastSentAt: now })
        .onConflictDoUpdate({
          target: onboardingReminders.userId,
          set: { lastSentAt: now },
          setWhere: lte(onboardingReminders.lastSentAt, cutoff),
        })
        .returning({ userId: onboardingReminders.userId });
      if (rows.length === 0) return false;
      await enqueueMail(
        tx,
        reminderMail(
          hire,
          missing,
          `${deps.config.publicUrl}${pathIn(hire.language, "/team/employees")}`,
          deps.company.facts(),
        ),
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/** How often the hires' reminders are looked for: a reminder is a matter of days. */
const REMINDERS_EVERY_MS = 60 * 60 * 1000;

/**
 * The hires' reminders as one of the periodic jobs (app/jobs/daily-jobs.server.ts): at the first
 * check, then at the first check an hour after the last run (a test harness checks every second;
 * each run reads every hire's progress). Each hire's claim is its own (above). They count days on
 * the real clock, as the hires do.
 */
export function onboardingReminderJobs(deps: ReminderDeps): DailyJob[] {
  let nextRunAt = Number.NEGATIVE_INFINITY;
  return [
    {
      name: "onboarding reminders",
      run: async () => {
        if (performance.now() < nextRunAt) return undefined;
        nextRunAt = performance.now() + REMINDERS_EVERY_MS;
        return { sent: await sendDueReminders(deps) };
      },
    },
  ];
}
