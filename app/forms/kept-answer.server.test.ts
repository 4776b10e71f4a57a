import { describe, expect, it } from "vitest";
import { formAccepted, formRejected } from "./form.server";
import { answerFromKeptPage } from "./kept-answer.server";

describe("answerFromKeptPage", () => {
  it("lets the server send the kept page of a success, and ends the action without a page", async () => {
    const sent: string[] = [];
    const context = {
      sendKeptPage: async (address: string) => {
        sent.push(address);
        return true;
      },
    };
    const answer = await answerFromKeptPage(context, formAccepted("Sent!"), "/?sent=contact");
    expect(sent).toEqual(["/?sent=contact"]);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
  });

  it("keeps the answer to render when it failed, or when the server keeps no such page", async () => {
    const refused = formRejected(400, { message: "No." });
    const never = { sendKeptPage: async () => expect.fail("a refusal is not a kept page") };
    expect(await answerFromKeptPage(never, refused, "/?sent=contact")).toBe(refused);
    const accepted = formAccepted("Sent!");
    expect(await answerFromKeptPage({}, accepted, "/?sent=contact")).toBe(accepted);
    const missing = { sendKeptPage: async () => false };
    expect(await answerFromKeptPage(missing, accepted, "/?sent=contact")).toBe(accepted);
  });
});
