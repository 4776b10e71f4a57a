import type { AppLoadContext } from "react-router";
import { requestLang } from "~/accounts/translate.server";
import type { FormAnswer } from "~/forms/form.server";
import {
  answerLostLink as answerLostPersonalLink,
  type LostLinkPortal,
} from "~/forms/lost-link.server";
import { renewLinkSchema } from "../subcontractors.validation";
import { renewLinks } from "./renew-links.server";

/** The compliance portal's "Lost your link?": an invited contact's or a named broker's link. */
const SUBCONTRACTOR_PORTAL: LostLinkPortal = {
  limitName: "subcontractor-link",
  schema: renewLinkSchema,
  texts: {
    sent: "subcontractors.lostLink.sent",
    tooMany: "subcontractors.lostLink.tooMany",
    malformed: "subcontractors.portal.malformed",
  },
  send: renewLinks,
};

/** Mails an invited contact or a named broker their own link again (./links.server.ts). */
export function answerLostLink(request: Request, context: AppLoadContext): Promise<FormAnswer> {
  return answerLostPersonalLink(SUBCONTRACTOR_PORTAL, context, request, requestLang(request));
}
