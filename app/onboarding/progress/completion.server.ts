import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { singleLine } from "~/mail/escape";
import { composeMail, link, list, paragraph } from "~/mail/layout.server";
import { enqueueMail, type OutgoingMail } from "~/mail/outbox.server";
import { type CatalogueForm, FORM_COUNT } from "../catalogue";
import type { PersonName } from "../names";
import { onboardingCompletions } from "../onboarding.schema";
import type { TimeReading } from "./format";
import { type PersonProgress, personProgress } from "./progress.server";

export interface CompletionMailSettings {
  /** Where HR reads it: the profile's lead inbox. */
  hrInbox: string;
  /** The site's public address, for the link to the person's progress. */
  publicUrl: string;
  /** How the e-mail writes each form's time; the default: English, the company's default zone. */
  times?: TimeReading;
}

export type SubmitAllOutcome =
  | { status: "recorded" | "already-recorded"; submittedAt: Date }
  | { status: "incomplete"; completed: number };

/**
 * "Submit All Forms": accepted only when the synced copy shows all 20 done. The completion is
 * stored once per person and HR's e-mail is queued in the same transaction, so pressing the
 * button again (or two tabs at once) neither duplicates the record nor mails HR twice.
 */
export async function submitAllForms(
  db: Database,
  catalogue: CatalogueForm[],
  person: PersonName,
  mail: CompletionMailSettings,
): Promise<SubmitAllOutcome> {
  const progress = await personProgress(db, catalogue, person.key, mail.times);
  if (progress.completed < FORM_COUNT) {
    return { status: "incomplete", completed: progress.completed };
  }
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(onboardingCompletions)
      .values({ personKey: person.key, firstName: person.first, lastName: person.last })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(onboardingCompletions)
        .where(eq(onboardingCompletions.personKey, person.key));
      return { status: "already-recorded" as const, submittedAt: existing!.submittedAt };
    }
    await enqueueMail(tx, completionMail(person, progress, mail));
    await tx
      .update(onboardingCompletions)
      .set({ hrNotifiedAt: new Date() })
      .where(eq(onboardingCompletions.personKey, person.key));
    return { status: "recorded" as const, submittedAt: inserted.submittedAt };
  });
}

export async function readCompletion(db: Database, personKey: string) {
  const [row] = await db
    .select()
    .from(onboardingCompletions)
    .where(eq(onboardingCompletions.personKey, personKey));
  return row;
}

const SUBJECT_NAME_LENGTH = 60;

/** HR's notice: who finished, each form with its time, and where to review them. */
export function completionMail(
  person: PersonName,
  progress: PersonProgress,
  settings: CompletionMailSettings,
): OutgoingMail {
  const name = `${person.first} ${person.last}`;
  const reviewUrl = `${settings.publicUrl}/admin/progress/${encodeURIComponent(person.key)}`;
  const forms = progress.forms.map(
    (form) => `${form.label}: ${form.completedAt ?? "done"}${form.manual ? " (marked by HR)" : ""}`,
  );
  return composeMail({
    to: settings.hrInbox,
    subject: `Onboarding forms complete: ${singleLine(name, SUBJECT_NAME_LENGTH)}`,
    sections: [
      [
        paragraph(
          `${name} has completed all ${FORM_COUNT} onboarding forms and pressed Submit All Forms.`,
        ),
      ],
      // Each line already starts with "Form N:", which reads as a list without bullets.
      [list(forms, "")],
      [link(reviewUrl, `Review ${name}'s forms`, "Review")],
    ],
  });
}
