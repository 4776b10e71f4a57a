import type { CompanyFacts } from "~/company/facts";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { companySignature, composeMail, fields, paragraph } from "~/mail/layout.server";
import type { OutgoingMail } from "~/mail/outbox.server";
import { dueText } from "../client-view/request-mail.server";
import { type WorkOrderStatus, workOrderNumber } from "../service";
import type { ServiceSiteRow, WorkOrderRow } from "../service.schema";

/** What a status e-mail tells besides the work order: who is coming when it was dispatched. */
interface StatusMailFacts {
  at: Date;
  technicianFirstName: string | null;
  /** A Dispatched work order given another technician or time: no new status. */
  reassigned?: boolean;
}

/**
 * The requester's e-mail on every status change (docs/service-desk.md#the-visit), in the work
 * order's language: its number, the site, the new status and when, in the site's zone and named;
 * once dispatched, the technician's first name and the time scheduled.
 */
export function statusMail(
  facts: CompanyFacts,
  order: WorkOrderRow,
  site: Pick<ServiceSiteRow, "siteNumber" | "name" | "address" | "timeZone">,
  change: StatusMailFacts,
): OutgoingMail {
  const lang = order.language;
  const { t } = serverTranslator(lang);
  const number = workOrderNumber(order.number);
  const status = statusName(order.status, lang);
  const zone = site.timeZone;
  const dispatched = order.status === "dispatched";
  return composeMail({
    to: order.requesterEmail,
    lang,
    subject: change.reassigned
      ? t("service.mail.reassignedSubject", { number })
      : t("service.mail.statusSubject", { number, status }),
    heading: change.reassigned
      ? t("service.mail.reassignedHeading")
      : t("service.mail.statusHeading", { status }),
    sections: [
      [
        paragraph(
          change.reassigned
            ? t("service.mail.reassignedText", { name: order.requesterName, number })
            : t("service.mail.statusText", { name: order.requesterName, number, status }),
        ),
      ],
      [
        fields([
          { label: t("service.mail.number"), value: number },
          {
            label: t("service.mail.site"),
            value: `${site.siteNumber} · ${site.name} · ${site.address}`,
          },
          { label: t("service.mail.status"), value: status },
          { label: t("service.mail.when"), value: dueText(change.at, zone, lang) },
          ...(dispatched && change.technicianFirstName
            ? [{ label: t("service.mail.technician"), value: change.technicianFirstName }]
            : []),
          ...(order.scheduledFor && (dispatched || order.status === "on-hold")
            ? [
                {
                  label: t("service.mail.scheduled"),
                  value: dueText(order.scheduledFor, zone, lang),
                },
              ]
            : []),
        ]),
      ],
      [paragraph(t("service.mail.emergency", { phone: facts.emergencyPhone.display }))],
      [companySignature(facts)],
    ],
  });
}

/** Each status's name in the catalogues (written whole, so that the catalogue test finds them). */
const STATUS_KEYS = {
  open: "service.status.open",
  dispatched: "service.status.dispatched",
  "on-site": "service.status.on-site",
  "on-hold": "service.status.on-hold",
  completed: "service.status.completed",
  invoiced: "service.status.invoiced",
  closed: "service.status.closed",
  cancelled: "service.status.cancelled",
} as const satisfies Record<WorkOrderStatus, string>;

/** A status as the requester or the technician reads it, in their language. */
export function statusName(status: WorkOrderStatus, lang: Lang): string {
  return serverTranslator(lang).t(STATUS_KEYS[status]);
}
