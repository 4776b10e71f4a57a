import { serverTranslator } from "~/i18n/catalogue.server";
import { namesOf } from "~/i18n/translator";
import { KIND_KEYS } from "../office-labels";

/** The requirement kinds' names in the office's English, for the timeline and the office's e-mails (docs/decisions/0096). */
export const KIND_NAMES = namesOf(serverTranslator("en").t, KIND_KEYS);
