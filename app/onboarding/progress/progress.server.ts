import { and, eq, inArray, max, type SQL, sql } from "drizzle-orm";
import { csvRow } from "~/csv/csv";
import type { Database } from "~/db/client.server";
import { type CatalogueForm, FORM_COUNT, progressPercent } from "../catalogue";
import type { PersonName } from "../names";
import { onboardingManualCompletions, onboardingSubmissions } from "../onboarding.schema";
import {
  DEFAULT_TIME_READING,
  formatInstant,
  formatProviderTime,
  type TimeReading,
} from "./format";

/**
 * Progress is read from the synced copy: a form counts as done for a person when a submission
 * of that form names them, or when HR marked it completed by hand.
 */
export interface FormProgress {
  number: number;
  label: string;
  kind: CatalogueForm["kind"];
  url?: string;
  done: boolean;
  /** When done: the submitted time as people read it. */
  completedAt?: string;
  /** A hand-marked form: who marked it, when, and the note. */
  manual?: { note: string; markedBy: string; markedAt: string };
}

export interface PersonProgress {
  forms: FormProgress[];
  completed: number;
  percent: number;
}

/** Provider ids of the configured forms, as one text[] parameter (ids are letters and digits). */
function providerIdArray(catalogue: CatalogueForm[]) {
  const ids = catalogue.flatMap((form) => (form.providerId ? [form.providerId] : []));
  return { ids, literal: `{${ids.join(",")}}` };
}

export async function personProgress(
  db: Database,
  catalogue: CatalogueForm[],
  personKey: string,
  reading: TimeReading = DEFAULT_TIME_READING,
): Promise<PersonProgress> {
  const { ids } = providerIdArray(catalogue);
  const [submitted, manual] = await Promise.all([
    ids.length
      ? db
          .select({
            formId: onboardingSubmissions.formId,
            latest: max(onboardingSubmissions.createdAt),
          })
          .from(onboardingSubmissions)
          .where(
            and(
              eq(onboardingSubmissions.personKey, personKey),
              inArray(onboardingSubmissions.formId, ids),
            ),
          )
          .groupBy(onboardingSubmissions.formId)
      : [],
    db
      .select()
      .from(onboardingManualCompletions)
      .where(eq(onboardingManualCompletions.personKey, personKey)),
  ]);
  const submittedAt = new Map(submitted.map((row) => [row.formId, row.latest]));
  const manualByNumber = new Map(manual.map((row) => [row.formNumber, row]));

  const forms = catalogue.map((form): FormProgress => {
    const latest = form.providerId ? submittedAt.get(form.providerId) : undefined;
    const hand = manualByNumber.get(form.number);
    const base = { number: form.number, label: form.label, kind: form.kind, url: form.url };
    if (latest) return { ...base, done: true, completedAt: formatProviderTime(latest, reading) };
    if (hand) {
      const markedAt = formatInstant(hand.markedAt, reading);
      return {
        ...base,
        done: true,
        completedAt: markedAt,
        manual: { note: hand.note, markedBy: hand.markedBy, markedAt },
      };
    }
    return { ...base, done: false };
  });
  const completed = forms.filter((form) => form.done).length;
  return { forms, completed, percent: progressPercent(completed) };
}

export interface ProgressRow {
  personKey: string;
  name: string;
  completed: number;
  percent: number;
}

/**
 * The admin table: every person named by a submission or a hand-marked form, with how many of
 * the 20 forms are done. One aggregate query; `search` is a case-insensitive substring.
 */
export async function listProgress(
  db: Database,
  catalogue: CatalogueForm[],
  search = "",
  /** People to list even with nothing submitted yet (invited hires), by key and name. */
  expected: ReadonlyArray<{ personKey: string; name: string }> = [],
): Promise<ProgressRow[]> {
  const configured = catalogue.filter((form) => form.providerId);
  const ids = `{${configured.map((form) => form.providerId).join(",")}}`;
  const numbers = `{${configured.map((form) => form.number).join(",")}}`;
  const needle = search.replace(/\s+/g, " ").trim().toLowerCase();
  const matches = sql`(${needle} = '' or strpos(person_key, ${needle}) > 0)`;
  // One pass over each table, one row per person: the forms done as a bit set (form n is bit
  // n - 1; 20 forms fit an integer), and the name on the latest entry. created_at and marked_at
  // share the sortable 'YYYY-MM-DD HH:MM:SS' form, so max(time || name) finds it. The forms come
  // in by a hash join, not a search of the id list on every submission.
  const [submitted, marked] = await Promise.all([
    perPerson(
      db,
      sql`
        select person_key, bit_or(1 << (forms.number - 1)) as forms,
               max(created_at || ${NAME_SEPARATOR} || first_name || ' ' || last_name) as latest
        from ${onboardingSubmissions}
        join unnest(${ids}::text[], ${numbers}::int[]) as forms(form_id, number) using (form_id)
        where person_key is not null and ${matches}
        group by person_key
      `,
    ),
    perPerson(
      db,
      sql`
        select person_key, bit_or(1 << (form_number - 1)) as forms,
               max(to_char(marked_at, 'YYYY-MM-DD HH24:MI:SS') || ${NAME_SEPARATOR} || first_name || ' ' || last_name) as latest
        from ${onboardingManualCompletions}
        where form_number between 1 and ${FORM_COUNT} and ${matches}
        group by person_key
      `,
    ),
  ]);
  const people = new Map<string, { forms: number; latest: string }>();
  for (const [personKey, forms, latest] of [...submitted, ...marked]) {
    const known = people.get(personKey);
    people.set(personKey, {
      forms: (known?.forms ?? 0) | forms,
      latest: known && known.latest > latest ? known.latest : latest,
    });
  }
  const listed: ProgressRow[] = [...people].map(([personKey, person]) => {
    const completed = countBits(person.forms);
    return {
      personKey,
      name: person.latest.slice(person.latest.indexOf(NAME_SEPARATOR) + 1),
      completed,
      percent: progressPercent(completed),
    };
  });
  const seen = new Set(listed.map((row) => row.personKey));
  for (const person of expected) {
    if (seen.has(person.personKey) || (needle && !person.personKey.includes(needle))) continue;
    seen.add(person.personKey);
    listed.push({ personKey: person.personKey, name: person.name, completed: 0, percent: 0 });
  }
  return listed.sort(
    (a, b) => byName.compare(a.name, b.name) || a.personKey.localeCompare(b.personKey),
  );
}

const NAME_SEPARATOR = "|";

/**
 * The rows of a query grouped by person (person_key, forms, latest), handed over by PostgreSQL as
 * one JSON document: reading a thousand rows one by one cost a quarter of the admin table's time.
 */
async function perPerson(
  db: Database,
  grouped: SQL,
): Promise<Array<[personKey: string, forms: number, latest: string]>> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(person_key, forms, latest)), '[]')::text as people
    from (${grouped}) grouped
  `);
  // Both drivers (node-postgres and PGlite) answer raw queries with { rows }.
  const [row] = (result as unknown as { rows: Array<{ people: string }> }).rows;
  return JSON.parse(row?.people ?? "[]");
}

function countBits(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}
const byName = new Intl.Collator("en-US", { sensitivity: "base" });

/** The name a person is shown under: from their latest submission or hand-marked form. */
export async function displayNameOf(db: Database, personKey: string): Promise<PersonName | null> {
  const [submitted] = await db
    .select({ first: onboardingSubmissions.firstName, last: onboardingSubmissions.lastName })
    .from(onboardingSubmissions)
    .where(eq(onboardingSubmissions.personKey, personKey))
    .orderBy(sql`${onboardingSubmissions.createdAt} desc`)
    .limit(1);
  if (submitted?.first && submitted.last) {
    return { first: submitted.first, last: submitted.last, key: personKey };
  }
  const [manual] = await db
    .select({
      first: onboardingManualCompletions.firstName,
      last: onboardingManualCompletions.lastName,
    })
    .from(onboardingManualCompletions)
    .where(eq(onboardingManualCompletions.personKey, personKey))
    .limit(1);
  return manual ? { first: manual.first, last: manual.last, key: personKey } : null;
}

export interface ManualCompletion {
  person: PersonName;
  formNumber: number;
  note: string;
  markedBy: string;
}

/**
 * HR marks a form completed by hand (a paper form). The first marking stands: marking it again
 * changes nothing, so the record of who did it and when stays true.
 */
export async function markFormCompleted(db: Database, completion: ManualCompletion) {
  const inserted = await db
    .insert(onboardingManualCompletions)
    .values({
      personKey: completion.person.key,
      firstName: completion.person.first,
      lastName: completion.person.last,
      formNumber: completion.formNumber,
      note: completion.note,
      markedBy: completion.markedBy,
    })
    .onConflictDoNothing()
    .returning({ id: onboardingManualCompletions.id });
  return { recorded: inserted.length === 1 };
}

/** CSV of the admin table; cells that a spreadsheet would run as formulas are defused. */
export function progressCsv(rows: ProgressRow[]): string {
  const lines = [["Employee Name", "Completed Forms", "Progress"]];
  for (const row of rows) {
    lines.push([row.name, `${row.completed} of ${FORM_COUNT}`, `${row.percent}%`]);
  }
  return lines.map(csvRow).join("");
}
