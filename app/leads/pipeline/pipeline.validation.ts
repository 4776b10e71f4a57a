import { z } from "zod";
import { LEAD_STATUSES, LOST_REASONS, PIPELINE_LIMITS } from "./pipeline";

/** The lead page's forms (docs/product.md#the-lead-pipeline), each named by its `intent`. */

/** The values the messages below name, written in a locale ("5,000"). */
export function pipelineMessageValues(locale: string) {
  const bound = (max: number) => max.toLocaleString(locale);
  return {
    noteMax: bound(PIPELINE_LIMITS.note),
    lostNoteMax: bound(PIPELINE_LIMITS.lostNote),
    replySubjectMax: bound(PIPELINE_LIMITS.replySubject),
    replyBodyMax: bound(PIPELINE_LIMITS.replyBody),
    callSummaryMax: bound(PIPELINE_LIMITS.callSummary),
  };
}

const bounded = (tooLong: string, max: number) => z.string(tooLong).trim().max(max, tooLong);

export const statusFormSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, "admin.lead.chooseStage"),
    lostReason: z.union([z.literal(""), z.enum(LOST_REASONS, "admin.lead.chooseReason")], {
      error: "admin.lead.chooseReason",
    }),
    lostNote: bounded("admin.lead.reasonTooLong", PIPELINE_LIMITS.lostNote),
  })
  .superRefine((form, context) => {
    if (form.status === "lost" && form.lostReason === "") {
      context.addIssue({
        code: "custom",
        path: ["lostReason"],
        message: "admin.lead.reasonRequired",
      });
    }
  });

export const assignFormSchema = z.object({
  // "" gives the lead to nobody; an account id is checked against the people with lead access.
  assigneeId: z.string("admin.lead.choosePerson").trim().max(100, "admin.lead.choosePerson"),
});

export const followUpFormSchema = z.object({
  followUpOn: z.union([z.literal(""), z.iso.date("admin.lead.followUpDate")], {
    error: "admin.lead.followUpDate",
  }),
});

export const noteFormSchema = z.object({
  note: bounded("admin.lead.noteTooLong", PIPELINE_LIMITS.note).min(1, "admin.lead.noteRequired"),
});

export const callFormSchema = z.object({
  summary: bounded("admin.lead.callTooLong", PIPELINE_LIMITS.callSummary),
});

export const replyFormSchema = z.object({
  subject: bounded("admin.lead.subjectTooLong", PIPELINE_LIMITS.replySubject)
    .min(1, "admin.lead.subjectRequired")
    .refine((subject) => !/[\r\n]/.test(subject), "admin.lead.subjectOneLine"),
  body: bounded("admin.lead.replyTooLong", PIPELINE_LIMITS.replyBody).min(
    1,
    "admin.lead.replyRequired",
  ),
  // A ticked box: attach the company's current certificate of insurance (docs/decisions/0088).
  attachCertificate: z.enum(["", "yes"], "admin.lead.attachCertificate"),
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
  reply: ["subject", "body", "attachCertificate"],
} as const satisfies Record<LeadFormIntent, readonly string[]>;
