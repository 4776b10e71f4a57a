import { Link } from "react-router";
import { AnswerForm, type IntentAnswer } from "~/forms/AnswerForm";
import { useT } from "~/i18n/I18nContext";
import { RETRY_FORM } from "../servicechannel/desk-page";

/**
 * Shown on the desk while messages to ServiceChannel failed for good (refused, or out of
 * attempts): ServiceChannel does not know what the desk did until someone retries them.
 */
export function ChannelNotice({ failed, to }: { failed: number; to: string }) {
  const t = useT();
  if (failed === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="channel-notice-title"
      className="mb-6 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      <p id="channel-notice-title" className="font-semibold">
        {t("adminService.channel.notice.title", { count: failed })}
      </p>
      <p className="mt-1 text-sm">
        {t("adminService.channel.notice.text")}{" "}
        <Link to={to} className="font-semibold underline">
          {t("adminService.channel.notice.link")}
        </Link>
        .
      </p>
    </div>
  );
}

/** Retry of one message ServiceChannel refused, on the channel's page and on its work order's. */
export function ChannelRetryForm({
  messageId,
  answer,
}: {
  messageId: string | number;
  answer: IntentAnswer | undefined;
}) {
  const t = useT();
  return (
    <AnswerForm answerTo={RETRY_FORM} answer={answer} className="mt-1">
      <input type="hidden" name="intent" value={RETRY_FORM} />
      <input type="hidden" name="message" value={messageId} />
      <button
        type="submit"
        className="py-1 text-sm font-semibold text-navy-700 underline hover:text-navy-950"
      >
        {t("adminService.channel.retry")}
      </button>
    </AnswerForm>
  );
}
