import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { timings } from "~/site/timings";
import { useTimedMessage } from "~/ui/useTimedMessage";
import type { FormResult } from "./form-data";

/**
 * What every lead form needs: a fetcher (no page reload with JavaScript), the action's answer or
 * the server-rendered one (without JavaScript), the banner shown 3 s on success and 5 s on
 * failure, the form cleared after a success, and the errors and typed values to show again.
 */
export function useLeadForm(key: string, fallback: FormResult | undefined) {
  const fetcher = useFetcher<FormResult>({ key });
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? fallback;
  const banner = useTimedMessage(result, (answer) =>
    answer.ok ? timings.successBannerMs : timings.errorBannerMs,
  );

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return {
    fetcher,
    formRef,
    busy: fetcher.state !== "idle",
    banner,
    errors: result && !result.ok ? result.errors : {},
    values: result && !result.ok ? result.values : ({} as Record<string, string>),
  };
}
