/**
 * Who a submission belongs to (docs/product.md#new-hires-portal): a full-name answer (first and last), or else
 * the answers whose text or name mentions 'first' or 'last'. People are matched on a key: the
 * lowercase 'first last', trimmed, inner spaces collapsed.
 */

import { personKey, tidyName } from "~/auth/person-key";

export interface SubmissionAnswer {
  name?: unknown;
  text?: unknown;
  type?: unknown;
  order?: unknown;
  answer?: unknown;
}

export interface PersonName {
  first: string;
  last: string;
  key: string;
}

/** A person from two typed names, or null when either is blank. */
export function toPersonName(first: string, last: string): PersonName | null {
  const tidyFirst = tidyName(first);
  const tidyLast = tidyName(last);
  if (!tidyFirst || !tidyLast) return null;
  return { first: tidyFirst, last: tidyLast, key: personKey(tidyFirst, tidyLast) };
}

/** The person named in a submission's answers, or null when it names nobody. */
export function extractPersonName(answers: unknown): PersonName | null {
  const list = answerList(answers);
  return fromFullNameAnswer(list) ?? fromSeparateAnswers(list);
}

function answerList(answers: unknown): SubmissionAnswer[] {
  if (!answers || typeof answers !== "object") return [];
  const values = Object.values(answers as Record<string, unknown>).filter(
    (value): value is SubmissionAnswer => Boolean(value) && typeof value === "object",
  );
  // The form's own order, so that "the first matching answer" means the one shown first.
  return values.sort((a, b) => orderOf(a) - orderOf(b));
}

function orderOf(answer: SubmissionAnswer): number {
  const order = Number(answer.order);
  return Number.isFinite(order) ? order : Number.MAX_SAFE_INTEGER;
}

function fromFullNameAnswer(answers: SubmissionAnswer[]): PersonName | null {
  for (const answer of answers) {
    if (answer.type !== "control_fullname") continue;
    const value = answer.answer;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const { first, last } = value as Record<string, unknown>;
      const person = toPersonName(textOf(first), textOf(last));
      if (person) return person;
    }
  }
  return null;
}

/**
 * Separate first and last answers. One text box labelled like "First and Last Name" holds both:
 * its last word is the last name.
 */
function fromSeparateAnswers(answers: SubmissionAnswer[]): PersonName | null {
  let first = "";
  let last = "";
  let combined = "";
  for (const answer of answers) {
    const value = tidyName(textOf(answer.answer));
    if (!value) continue;
    const label = `${textOf(answer.text)} ${textOf(answer.name)}`.toLowerCase();
    const mentionsFirst = label.includes("first");
    const mentionsLast = label.includes("last");
    if (mentionsFirst && mentionsLast) combined ||= value;
    else if (mentionsFirst) first ||= value;
    else if (mentionsLast) last ||= value;
  }
  if (first && last) return toPersonName(first, last);
  if (combined) return splitCombined(combined);
  return null;
}

function splitCombined(value: string): PersonName | null {
  const words = value.split(" ");
  if (words.length < 2) return null;
  const last = words.pop() as string;
  return toPersonName(words.join(" "), last);
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}
