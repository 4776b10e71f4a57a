import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { IntentAnswer } from "~/forms/AnswerForm";
import { StagePanel } from "./ApplicantPanels";

/** The answer the page shows in the next render. */
let shownAnswer: IntentAnswer | undefined;
function ApplicantStage() {
  return (
    <StagePanel
      stage="screening"
      name="Ana Ruiz (ana@example.com)"
      language="Spanish"
      answer={shownAnswer}
    />
  );
}
const Page = createRoutesStub([{ path: "/", Component: ApplicantStage }]);

/** The stage panel as the applicant page shows it, after `answer` (none: a first visit). */
function stagePanel(answer?: IntentAnswer) {
  shownAnswer = answer;
  return renderToStaticMarkup(<Page initialEntries={["/"]} />);
}

const sendEmailBox = (html: string) => /<input[^>]*name="sendEmail"[^>]*>/.exec(html)?.[0] ?? "";

describe("Reject", () => {
  it("asks each time whether the rejection e-mail goes out: the box starts unticked", () => {
    const box = sendEmailBox(stagePanel());
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain("checked");
  });

  it("keeps the choice made when its answer comes back refused", () => {
    const refused = stagePanel({
      intent: "reject",
      ok: false,
      message: "Something went wrong.",
      errors: {},
      values: { sendEmail: "on" },
    });
    expect(sendEmailBox(refused)).toContain("checked");
  });
});
