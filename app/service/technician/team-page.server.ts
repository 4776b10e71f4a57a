import type { AppLoadContext } from "react-router";
import type { Viewer } from "~/auth/session.server";
import { type Upload, withUpload } from "~/files/upload.server";
import { checkFields, readTextFields } from "~/forms/form.server";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { dueText } from "../client-view/request-mail.server";
import { runningClock } from "../clocks/clocks";
import { type WorkOrderStatus, workOrderNumber } from "../service";
import type { WorkOrderRow } from "../service.schema";
import { checkOutSchema, noteSchema, partsSchema, VISIT_LIMITS } from "../service.validation";
import {
  addNote,
  addTechnicianPhotos,
  assignedWorkOrder,
  assignedWorkOrders,
  checkIn,
  checkOut,
  isWorkable,
  saveParts,
  workOrderFileUrl,
} from "./field.server";
import { WORK_ORDER_PHOTOS_MAX, WORK_ORDER_PHOTOS_PER_POST } from "./photo-limits";
import { type EncodedPicture, encodePhotoFile, encodeSignature } from "./photos.server";
import { statusName } from "./status-mail.server";
import { actorOf, isRefusal, type Refusal, type VisitAnswer } from "./visit.server";

/**
 * The technician's pages (docs/service-desk.md#the-technicians-pages), in the page's language:
 * their list, one work order, and the answers of its forms.
 */

const statusIn = (lang: Lang, status: WorkOrderStatus) => statusName(status, lang);

type Listed = Awaited<ReturnType<typeof assignedWorkOrders>>["open"][number];

function listItem(lang: Lang, row: Listed) {
  const { t } = serverTranslator(lang);
  const { order, timeZone } = row;
  const clock = runningClock(order);
  return {
    id: order.id,
    number: workOrderNumber(order.number),
    status: statusIn(lang, order.status),
    site: `${row.siteNumber} · ${row.siteName}`,
    address: row.address,
    when: order.scheduledFor
      ? t("service.field.scheduled", { when: dueText(order.scheduledFor, timeZone, lang) })
      : clock
        ? t("service.field.due", { when: dueText(clock.due, timeZone, lang) })
        : order.checkedOutAt
          ? t("service.field.checkedOut", { when: dueText(order.checkedOutAt, timeZone, lang) })
          : "",
  };
}

/** The list: what is to do by its clock, then what was completed lately. */
export async function technicianList(context: AppLoadContext, viewer: Viewer, lang: Lang) {
  const { open, recent } = await assignedWorkOrders(context.database.db, viewer.id);
  return {
    open: open.map((row) => listItem(lang, row)),
    recent: recent.map((row) => ({
      ...listItem(lang, row),
      when: row.order.checkedOutAt
        ? serverTranslator(lang).t("service.field.checkedOut", {
            when: dueText(row.order.checkedOutAt, row.timeZone, lang),
          })
        : "",
    })),
  };
}

/** A search for the address in a maps service, opened in a new tab. */
const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** One work order as its technician reads it; null when it is not theirs. */
export async function technicianOrderPage(
  context: AppLoadContext,
  viewer: Viewer,
  id: string,
  lang: Lang,
) {
  const found = await assignedWorkOrder(context.database.db, viewer.id, id);
  if (!found) return null;
  const { t } = serverTranslator(lang);
  const { order, site } = found;
  const zone = site.timeZone;
  const when = (instant: Date | null) => (instant ? dueText(instant, zone, lang) : null);
  const phone = order.requesterPhone || found.contactPhone || "";
  return {
    id: order.id,
    number: workOrderNumber(order.number),
    status: order.status,
    statusText: statusIn(lang, order.status),
    site: {
      name: `${site.siteNumber} · ${site.name}`,
      client: found.clientName,
      address: site.address,
      map: mapLink(site.address),
    },
    contact: { name: order.requesterName, phone, tel: phone.replace(/[^0-9+]/g, "") },
    scheduled: when(order.scheduledFor),
    checkedIn: when(order.checkedInAt),
    checkedOut: when(order.checkedOutAt),
    details: [
      { label: t("service.field.description"), value: order.description },
      { label: t("service.field.location"), value: order.location || t("service.field.notGiven") },
      { label: t("service.field.meet"), value: order.meetPerson || t("service.field.notGiven") },
      {
        label: t("service.field.po"),
        value: order.poNumber || t("service.field.notGiven"),
      },
      // What the visit left, once checked out.
      ...(order.workDone ? [{ label: t("service.field.workDone"), value: order.workDone }] : []),
      ...(order.checkedOutAt && order.partsUsed
        ? [{ label: t("service.field.parts"), value: order.partsUsed }]
        : []),
    ],
    photos: found.photos.map((photo, n) => ({
      id: photo.id,
      url: workOrderFileUrl(order.id, photo.fileId),
      caption: photo.caption || t("service.field.photoAlt", { n: n + 1 }),
    })),
    room: Math.max(0, WORK_ORDER_PHOTOS_MAX - found.photos.length),
    workable: isWorkable(order),
    mayCheckIn: order.status === "dispatched" || order.status === "on-hold",
    mayCheckOut: order.status === "on-site",
    partsUsed: order.partsUsed,
    workDone: order.workDone,
    signoff:
      order.signoffName && order.signoffTitle
        ? t("service.field.signedBy", { name: order.signoffName, title: order.signoffTitle })
        : null,
    signature: order.signatureFileId ? workOrderFileUrl(order.id, order.signatureFileId) : null,
  };
}

const TEAM_FORMS = ["check-in", "note", "parts", "photos", "check-out"] as const;
type TeamForm = (typeof TEAM_FORMS)[number];

/** A form's answer on the technician's page, with the status it is sent with. */
export type TeamAnswer = VisitAnswer<TeamForm>;

/** A refusal of the visit's service as the technician reads it: 404 not theirs, 409 not now. */
function refusedAnswer(
  form: TeamForm,
  refusal: Refusal,
  lang: Lang,
  values?: Record<string, string>,
): TeamAnswer {
  const { t } = serverTranslator(lang);
  if (refusal.refused === "missing") {
    return { form, ok: false, message: t("service.field.notFound"), status: 404 };
  }
  return {
    form,
    ok: false,
    message: t("service.field.notNow", { status: statusIn(lang, refusal.status) }),
    values,
    status: 409,
  };
}

/** The text forms of the page: check in, a note, the parts, check out. */
export async function answerTeamForm(
  context: AppLoadContext,
  viewer: Viewer,
  id: string,
  body: FormData,
  lang: Lang,
): Promise<TeamAnswer> {
  const { t } = serverTranslator(lang);
  const db = context.database.db;
  const facts = context.company.facts();
  const actor = actorOf(viewer);
  const intent = body.get("intent");
  const refused = (
    form: TeamForm,
    errors: Record<string, string>,
    values: Record<string, string>,
  ) => ({
    form,
    ok: false,
    message: "",
    errors: translateMessages(lang, errors),
    values,
    status: 400,
  });
  if (intent === "check-in") {
    const moved = await checkIn(db, facts, actor, id);
    if (isRefusal(moved)) return refusedAnswer("check-in", moved, lang);
    return { form: "check-in", ok: true, message: t("service.field.checkedInDone"), status: 200 };
  }
  if (intent === "note") {
    const checked = checkFields(noteSchema, readTextFields(body, ["note"] as const));
    if (!checked.ok) return refused("note", checked.errors, checked.values);
    const added = await addNote(db, actor, id, checked.data.note);
    if (isRefusal(added)) return refusedAnswer("note", added, lang, checked.values);
    return { form: "note", ok: true, message: t("service.field.noteAdded"), status: 200 };
  }
  if (intent === "parts") {
    const checked = checkFields(partsSchema, readTextFields(body, ["partsUsed"] as const));
    if (!checked.ok) return refused("parts", checked.errors, checked.values);
    const saved = await saveParts(db, actor, id, checked.data.partsUsed);
    if (isRefusal(saved)) return refusedAnswer("parts", saved, lang, checked.values);
    return { form: "parts", ok: true, message: t("service.field.partsSaved"), status: 200 };
  }
  if (intent !== "check-out") {
    return { form: "note", ok: false, message: t("service.field.unknownForm"), status: 400 };
  }
  const names = ["workDone", "partsUsed", "signoffName", "signoffTitle", "signature"] as const;
  const typed = readTextFields(body, names);
  const checked = checkFields(checkOutSchema, typed);
  // The signature is drawn again rather than sent back: only the typed fields return.
  const { signature: _drawn, ...values } = typed;
  if (!checked.ok) return refused("check-out", checked.errors, values);
  let signature: EncodedPicture | null = null;
  if (checked.data.signature) {
    const png = Buffer.from(checked.data.signature.split(",")[1] ?? "", "base64");
    signature = await encodeSignature(png);
    if (!signature)
      return refused("check-out", { signature: "service.error.signatureInvalid" }, values);
  }
  const { signature: _data, ...visit } = checked.data;
  const moved = await checkOut(db, facts, actor, id, visit, signature);
  if (isRefusal(moved)) return refusedAnswer("check-out", moved, lang, values);
  return { form: "check-out", ok: true, message: t("service.field.completed"), status: 200 };
}

/** The photo form: up to five photos, each re-encoded; the work order's room counted first. */
export async function answerTeamPhotos(
  context: AppLoadContext,
  viewer: Viewer,
  id: string,
  request: Request,
  lang: Lang,
): Promise<TeamAnswer> {
  const { t } = serverTranslator(lang);
  const found = await assignedWorkOrder(context.database.db, viewer.id, id);
  if (!found)
    return { form: "photos", ok: false, message: t("service.field.notFound"), status: 404 };
  const room = WORK_ORDER_PHOTOS_MAX - found.photos.length;
  const refuse = (message: string, status: number, caption = ""): TeamAnswer => ({
    form: "photos",
    ok: false,
    message,
    values: { caption },
    status,
  });
  if (!isWorkable(found.order)) {
    return refuse(t("service.field.notNow", { status: statusIn(lang, found.order.status) }), 409);
  }
  if (room <= 0) {
    return refuse(t("service.field.photosFull", { count: WORK_ORDER_PHOTOS_MAX }), 409);
  }
  const form = {
    kind: "work-order-photo",
    fileField: "photo",
    fields: ["intent", "caption"],
    client: context.clientAddress,
    maxFiles: WORK_ORDER_PHOTOS_PER_POST,
  } as const;
  return withUpload(request, form, (upload) =>
    storeUpload(context, viewer, found.order, upload, room, lang),
  );
}

async function storeUpload(
  context: AppLoadContext,
  viewer: Viewer,
  order: WorkOrderRow,
  upload: Upload,
  room: number,
  lang: Lang,
): Promise<TeamAnswer> {
  const { t } = serverTranslator(lang);
  const caption = (upload.fields.caption ?? "").trim().slice(0, VISIT_LIMITS.caption);
  const refuse = (message: string, status: number): TeamAnswer => ({
    form: "photos",
    ok: false,
    message,
    values: { caption },
    status,
  });
  if (!upload.ok) return refuse(upload.message, upload.status);
  if (upload.refused.length > 0) return refuse(t("service.field.photoRefused"), 415);
  if (upload.files.length === 0) return refuse(t("service.field.photoMissing"), 400);
  if (upload.files.length > room) {
    return refuse(t("service.field.photosFull", { count: WORK_ORDER_PHOTOS_MAX }), 409);
  }
  const pictures: EncodedPicture[] = [];
  for (const file of upload.files) {
    const picture = await encodePhotoFile(file.path);
    if (!picture) return refuse(t("service.field.photoRefused"), 422);
    pictures.push(picture);
  }
  const added = await addTechnicianPhotos(
    context.database.db,
    actorOf(viewer),
    order.id,
    pictures,
    caption,
  );
  if (isRefusal(added)) return refusedAnswer("photos", added, lang);
  return {
    form: "photos",
    ok: true,
    message: t("service.field.photosAdded", { count: added }),
    status: 200,
  };
}
