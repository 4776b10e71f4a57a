import { beforeEach, describe, expect, it } from "vitest";
import { multipartRequest, tinyPdf } from "~/files/test-files";
import { serverTranslator } from "~/i18n/catalogue.server";
import { ACKNOWLEDGEMENTS_PER_DAY } from "~/mail/acknowledgement-limit.server";
import { outbox } from "~/mail/mail.schema";
import { action as contactAction } from "~/marketing/routes/home";
import { aPosting } from "../../tests/support/careers";
import { useTestDatabase } from "../../tests/support/database";
import { formPost, testContext } from "../../tests/support/requests";
import { receiveApplication } from "./applications.server";
import { jobApplications } from "./careers.schema";

const database = useTestDatabase();
beforeEach(() => database().truncateAll());

const CONFIRMATION = serverTranslator("en").t("careers.mail.confirmSubject", {
  title: "Cable Technician",
});

/** Each post from another client address, as a bot spreading its posts would send them. */
let client = 0;
const contextOfAnotherClient = () => ({
  ...testContext(database()),
  clientAddress: `198.51.100.${++client % 250}`,
});

async function apply(posting: Awaited<ReturnType<typeof aPosting>>, email: string) {
  const request = multipartRequest(
    "/careers/cable-technician",
    { name: "Someone Else", email, phone: "(555) 010-0142" },
    [{ field: "resume", name: "cv.pdf", type: "application/pdf", bytes: tinyPdf(email) }],
  );
  return (await receiveApplication(request, contextOfAnotherClient(), posting)).status;
}

async function confirmations() {
  const mails = await database().db.select().from(outbox);
  return mails.filter((mail) => mail.subject === CONFIRMATION);
}

describe("an application's confirmation", () => {
  it("goes to one mailbox a few times a day, aliases included; every application and notice is kept", async () => {
    const posting = await aPosting(database().db);
    const addresses = [
      "stranger@example.net",
      "Stranger@Example.net",
      "stranger+1@example.net",
      "stranger+2@example.net",
      "STRANGER@example.net",
    ];
    for (const email of [...addresses, ...addresses]) expect(await apply(posting, email)).toBe(200);
    expect(await database().db.select().from(jobApplications)).toHaveLength(10);
    expect(await confirmations()).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY);
    const notices = (await database().db.select().from(outbox)).filter((mail) =>
      mail.subject.startsWith("New application for Cable Technician"),
    );
    expect(notices).toHaveLength(10);
  });

  it("counts with the lead forms' acknowledgements: one mailbox's allowance, whichever form", async () => {
    const posting = await aPosting(database().db);
    for (let n = 0; n < ACKNOWLEDGEMENTS_PER_DAY; n += 1) {
      await contactAction({
        request: formPost("/?index", {
          name: "Someone Else",
          email: "stranger@example.net",
          phone: "(555) 010-0123",
          message: "Please call me back.",
        }),
        params: {},
        context: contextOfAnotherClient(),
        unstable_pattern: "",
      } as never);
    }
    expect(await apply(posting, "stranger@example.net")).toBe(200);
    expect(await confirmations()).toHaveLength(0);
    expect(await apply(posting, "someone.new@example.net")).toBe(200);
    expect(await confirmations()).toHaveLength(1);
  });
});
