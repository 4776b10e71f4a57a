import { z } from "zod";
import { LEAD_STATUSES, LOST_REASONS, PIPELINE_LIMITS } from "./pipeline";

/** The lead page's forms (docs/product.md#the-lead-pipeline), each named by its `intent`. */

const bounded = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep the ${label} to ${max.toLocaleString("en-US")} characters or fewer.`);

export const statusFormSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, "Choose a stage from the list."),
    lostReason: z.union([z.literal(""), z.enum(LOST_REASONS, "Choose a reason from the list.")]),
    lostNote: bounded("reason", PIPELINE_LIMITS.lostNote),
  })
  .superRefine((form, context) => {
    if (form.status === "lost" && form.lostReason === "") {
      context.addIssue({
        code: "custom",
        path: ["lostReason"],
        message: "Please choose why the lead was lost.",
      });
    }
  });

export const assignFormSchema = z.object({
  // "" gives the lead to nobody; an account id is checked against the people with lead access.
  assigneeId: z.string().trim().max(100, "Choose a person from the list."),
});

export const followUpFormSchema = z.object({
  followUpOn: z.union([
    z.literal(""),
    z.iso.date("Please enter the follow-up date as a date (YYYY-MM-DD)."),
  ]),
});

export const noteFormSchema = z.object({
  note: bounded("note", PIPELINE_LIMITS.note).min(1, "Please write the note."),
});

export const callFormSchema = z.object({
  summary: bounded("call summary", PIPELINE_LIMITS.callSummary),
});

export const replyFormSchema = z.object({
  subject: bounded("subject", PIPELINE_LIMITS.replySubject)
    .min(1, "Please enter a subject.")
    .refine((subject) => !/[\r\n]/.test(subject), "The subject must be one line."),
  body: bounded("message", PIPELINE_LIMITS.replyBody).min(1, "Please write the reply."),
});

export const LEAD_FORM_INTENTS = [
  "status",
  "assign",
  "follow-up",
  "note",
  "call",
  "reply",
] as const;
export type LeadFormIntent = (typeof LEAD_FORM_INTENTS)[number];

/** Fields each form sends, besides `intent`. */
export const LEAD_FORM_FIELDS = {
  status: ["status", "lostReason", "lostNote"],
  assign: ["assigneeId"],
  "follow-up": ["followUpOn"],
  note: ["note"],
  call: ["summary"],
  reply: ["subject", "body"],
} as const satisfies Record<LeadFormIntent, readonly string[]>;
