import { AlertCircle, CheckCircle2, Info, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/I18nContext";
import { timings } from "~/site/timings";

/** Success, error or info; gone after 5 s, or closed by hand (docs/product.md#integration-configuration). */
type ToastKind = "success" | "error" | "info";

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

const styles: Record<ToastKind, { box: string; icon: typeof Info }> = {
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-950", icon: CheckCircle2 },
  error: { box: "border-red-200 bg-red-50 text-red-950", icon: AlertCircle },
  info: { box: "border-navy-200 bg-navy-50 text-navy-950", icon: Info },
};

let nextId = 1;

/** Toast state for one page: `notify` adds one, the list renders them. */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const notify = useCallback((kind: ToastKind, message: string) => {
    setToasts((current) => [...current, { id: nextId++, kind, message }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  return { toasts, notify, dismiss };
}

/**
 * The toasts, in a labelled region the keyboard reaches with F8: each is announced (an error at
 * once, the others politely), has a close button, and closes by itself once it has been shown for
 * its time, a time that stops while the pointer or the focus is on it.
 */
export function Toasts({
  toasts,
  dismiss,
}: {
  toasts: ToastItem[];
  dismiss: (id: number) => void;
}) {
  const t = useT();
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8") listRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <section aria-label={t("integrations.notice.region")} tabIndex={-1} className="contents">
      <ol
        ref={listRef}
        tabIndex={-1}
        className="fixed bottom-0 right-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-3 p-4 outline-none sm:p-6"
      >
        {toasts.map((toast) => (
          <ToastEntry key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </ol>
    </section>
  );
}

function ToastEntry({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  const t = useT();
  const { box, icon: Icon } = styles[toast.kind];
  const [paused, setPaused] = useState(false);
  const remaining = useRef(timings.toastMs);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => close.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
  return (
    <li
      data-kind={toast.kind}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`flex items-start gap-3 rounded-lg border p-4 shadow-lg ${box}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p role={toast.kind === "error" ? "alert" : "status"} className="flex-1 text-sm font-medium">
        {toast.message}
      </p>
      <button
        type="button"
        aria-label={t("integrations.notice.close")}
        onClick={onClose}
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
