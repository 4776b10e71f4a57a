import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/database";
import { formPost, testContext } from "../../../tests/support/requests";
import {
  inviteNamed,
  mailedToken,
  mailsTo,
  OFFICE,
  openedBy,
  sendDocument,
} from "../../../tests/support/subcontractors";
import { removeSubcontractor } from "../office/remove.server";
import { answerReviewForm } from "../office/review.server";
import { reviewDocument } from "../office/review-document.server";
import { createRequirementSet, requirementsOf } from "../requirements/requirements.server";
import {
  requirements,
  subcontractorDocuments,
  subcontractorLinks,
  subcontractors,
} from "../subcontractors.schema";
import { hashPortalToken, LINK_LIFETIME_DAYS } from "./link.server";
import { linksOf, openLink } from "./links.server";
import { answerLostLink } from "./lost-link.server";
import { renewLinks } from "./renew-links.server";
import { resendLink } from "./resend-link.server";
import { revokeLink } from "./revoke-link.server";

const database = useTestDatabase();

beforeEach(async () => {
  await database().truncateAll();
});

async function aSet() {
  const db = database().db;
  const setId = (await createRequirementSet(db, OFFICE, "Links")) ?? "";
  await db.insert(requirements).values({ setId, kind: "w9", title: "" });
  return setId;
}

/** Who a token opens the page for (the holder's address), or null. */
async function holderOf(token: string, now?: Date) {
  return (await openLink(database().db, token, now))?.link.email ?? null;
}

const lostLink = (email: string) =>
  answerLostLink(formPost("/team/subcontractors", { email, website: "" }), testContext(database()));

describe("each person's own link to a subcontractor's page", () => {
  it("gives the contact and the broker a link each, kept only as hashes, that work side by side", async () => {
    const db = database().db;
    const sub = await inviteNamed(testContext(database()), "pair", await aSet());
    const contact = await mailedToken(db, sub.email);
    expect(contact).toHaveLength(43);
    // The broker has no link until the office sends them the request.
    expect(await mailedToken(db, sub.broker)).toBe("");
    expect(await resendLink(sub.context, OFFICE, sub.id, true)).toBe(sub.broker);
    const broker = await mailedToken(db, sub.broker);
    expect(broker).toHaveLength(43);
    expect(broker).not.toBe(contact);
    expect(await holderOf(contact)).toBe(sub.email);
    expect(await holderOf(broker)).toBe(sub.broker);

    const stored = await db.select().from(subcontractorLinks);
    expect(stored.map((link) => link.tokenHash).sort()).toEqual(
      [hashPortalToken(contact), hashPortalToken(broker)].sort(),
    );
    expect(JSON.stringify(stored)).not.toContain(contact);
    expect(JSON.stringify(stored)).not.toContain(broker);
    // The office's page lists both, with who holds each.
    const listed = await linksOf(db, sub.id);
    expect(listed.map((link) => [link.email, link.role, link.state])).toEqual([
      [sub.email, "contact", "active"],
      [sub.broker, "broker", "active"],
    ]);
  });

  it("revokes one person's link and keeps the other's working; the next link sent to them is a new one", async () => {
    const db = database().db;
    const sub = await inviteNamed(testContext(database()), "revoke", await aSet());
    await resendLink(sub.context, OFFICE, sub.id, true);
    const contact = await mailedToken(db, sub.email);
    const broker = await mailedToken(db, sub.broker);
    const brokerLink = (await openedBy(db, sub.id, sub.broker)).link;

    const answer = await answerReviewForm(
      sub.context,
      OFFICE,
      sub.id,
      new URLSearchParams({ intent: "revoke", linkId: brokerLink.id, confirmed: "yes" }),
    );
    expect(answer.status).toBe(200);
    expect(await holderOf(broker)).toBeNull();
    expect(await holderOf(contact)).toBe(sub.email);
    // Revoked already: nothing to revoke, and the contact's link still works.
    expect(await revokeLink(db, OFFICE, sub.id, brokerLink.id)).toBeNull();
    expect(await holderOf(contact)).toBe(sub.email);

    // The broker asks again: a new link, the revoked one stays dead.
    await renewLinks(sub.context, sub.broker);
    const again = await mailedToken(db, sub.broker);
    expect(again).not.toBe(broker);
    expect(await holderOf(again)).toBe(sub.broker);
    expect(await holderOf(broker)).toBeNull();
  });

  it("sends the broker's own link when the broker's address asks, and the contact's link when the contact asks, never stopping either", async () => {
    const db = database().db;
    const sub = await inviteNamed(testContext(database()), "lost", await aSet());
    const contact = await mailedToken(db, sub.email);

    expect((await lostLink(sub.broker.toUpperCase())).status).toBe(200);
    const broker = await mailedToken(db, sub.broker);
    expect(broker).toHaveLength(43);
    expect(await holderOf(broker)).toBe(sub.broker);
    expect(await holderOf(contact)).toBe(sub.email);
    const [brokerMail] = (await mailsTo(db, sub.broker)).slice(-1);
    expect(brokerMail?.text).toContain("named you as their broker");

    // The contact asks: the same link again, the broker's still working.
    expect((await lostLink(sub.email)).status).toBe(200);
    expect(await mailedToken(db, sub.email)).toBe(contact);
    expect(await holderOf(contact)).toBe(sub.email);
    expect(await holderOf(broker)).toBe(sub.broker);
  });

  it("never revokes a working link nor touches the reminders when a link is sent again", async () => {
    const db = database().db;
    const sub = await inviteNamed(testContext(database()), "again", await aSet());
    const first = await mailedToken(db, sub.email);
    // A week on, with a reminder sent: what "Lost your link?" must leave alone.
    const requestedAt = new Date(Date.now() - 8 * 86_400_000);
    await db
      .update(subcontractors)
      .set({ requestedAt, remindersSent: 1, lastRemindedAt: new Date() })
      .where(eq(subcontractors.id, sub.id));
    const [before] = await db.select().from(subcontractors).where(eq(subcontractors.id, sub.id));

    for (let time = 0; time < 3; time++) await renewLinks(sub.context, sub.email);
    expect(await resendLink(sub.context, OFFICE, sub.id, false)).toBe(sub.email);
    const mails = (await mailsTo(db, sub.email)).filter((mail) => mail.text.includes("token="));
    expect(mails).toHaveLength(5);
    for (const mail of mails) expect(mail.text).toContain(`token=${first}`);
    expect(await holderOf(first)).toBe(sub.email);
    const [after] = await db.select().from(subcontractors).where(eq(subcontractors.id, sub.id));
    expect({
      requestedAt: after?.requestedAt,
      remindersSent: after?.remindersSent,
      lastRemindedAt: after?.lastRemindedAt,
    }).toEqual({
      requestedAt: before?.requestedAt,
      remindersSent: before?.remindersSent,
      lastRemindedAt: before?.lastRemindedAt,
    });
  });

  it("caps 'Lost your link?' per address: the same answer, nothing more sent", async () => {
    const db = database().db;
    const sub = await inviteNamed(testContext(database()), "flood", await aSet(), { broker: "" });
    for (let time = 0; time < 10; time++) expect((await lostLink(sub.email)).status).toBe(200);
    const sent = (await mailsTo(db, sub.email)).filter((mail) => mail.text.includes("token="));
    // The invitation and three within the quarter of an hour.
    expect(sent).toHaveLength(4);
  });

  it("expires a link after its lifetime; asking again then sends a new one, and renews a working one", async () => {
    const db = database().db;
    const sub = await inviteNamed(testContext(database()), "expiry", await aSet());
    const token = await mailedToken(db, sub.email);
    const link = (await openedBy(db, sub.id)).link;
    const lifetime = LINK_LIFETIME_DAYS * 86_400_000;
    expect(link.expiresAt.getTime() - link.sentAt.getTime()).toBe(lifetime);
    const justBefore = new Date(link.expiresAt.getTime() - 60_000);
    expect(await holderOf(token, justBefore)).toBe(sub.email);
    expect(await holderOf(token, link.expiresAt)).toBeNull();

    // Asking again while it works renews it from now.
    await db
      .update(subcontractorLinks)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(subcontractorLinks.id, link.id));
    await renewLinks(sub.context, sub.email);
    expect(await mailedToken(db, sub.email)).toBe(token);
    const renewed = (await openedBy(db, sub.id)).link;
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + lifetime - 60_000);

    // Expired: asking again sends a new link; the old one stays dead.
    await db
      .update(subcontractorLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(subcontractorLinks.id, link.id));
    expect(await holderOf(token)).toBeNull();
    await renewLinks(sub.context, sub.email);
    const fresh = await mailedToken(db, sub.email);
    expect(fresh).not.toBe(token);
    expect(await holderOf(fresh)).toBe(sub.email);
    expect(await holderOf(token)).toBeNull();
  });

  it("mails a rejection to the contact and the broker, each with their own working link", async () => {
    const db = database().db;
    const setId = await aSet();
    const sub = await inviteNamed(testContext(database()), "rejected", setId);
    const invitation = await mailedToken(db, sub.email);
    const [w9] = await requirementsOf(db, setId);
    expect((await sendDocument(sub.context, sub.id, w9!.id)).ok).toBe(true);
    const [document] = await db.select().from(subcontractorDocuments);
    expect(
      await reviewDocument(sub.context, OFFICE, sub.id, {
        documentId: document!.id,
        decision: "reject",
        reason: "Unsigned",
      }),
    ).toBe(true);
    for (const to of [sub.email, sub.broker]) {
      const [mail] = (await mailsTo(db, to)).filter((sent) =>
        sent.subject.startsWith("Documents to send again"),
      );
      expect(mail?.text).toContain("W-9: Unsigned");
      const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1] ?? "";
      expect(await holderOf(token), to).toBe(to);
    }
    // The contact's is the link of the invitation, still the same.
    expect(await mailedToken(db, sub.email)).toBe(invitation);
  });

  it("points the automatic e-mails of a person whose link was revoked to the page that sends a new one", async () => {
    const db = database().db;
    const setId = await aSet();
    const sub = await inviteNamed(testContext(database()), "nolink", setId, { broker: "" });
    const contact = (await openedBy(db, sub.id)).link;
    await revokeLink(db, OFFICE, sub.id, contact.id);
    const [w9] = await requirementsOf(db, setId);
    await db.insert(subcontractorDocuments).values({
      subcontractorId: sub.id,
      requirementId: w9!.id,
      status: "pending",
    });
    const [document] = await db.select().from(subcontractorDocuments);
    await reviewDocument(sub.context, OFFICE, sub.id, {
      documentId: document!.id,
      decision: "reject",
      reason: "Blurred",
    });
    const [mail] = (await mailsTo(db, sub.email)).slice(-1);
    expect(mail?.text).not.toContain("token=");
    expect(mail?.text).toMatch(
      /\nAsk for a new link: https?:\/\/\S+\/team\/subcontractors#lost-link\n/,
    );
    expect((await linksOf(db, sub.id))[0]?.state).toBe("revoked");
  });

  it("opens nothing once the subcontractor is removed, and sends no link to their people", async () => {
    const db = database().db;
    const sub = await inviteNamed(testContext(database()), "removed", await aSet());
    const token = await mailedToken(db, sub.email);
    await removeSubcontractor(db, OFFICE, sub.id);
    expect(await holderOf(token)).toBeNull();
    expect(await renewLinks(sub.context, sub.broker)).toBe(0);
    expect(await holderOf("short")).toBeNull();
  });
});
