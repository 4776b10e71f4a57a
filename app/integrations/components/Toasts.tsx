import { AlertCircle, CheckCircle2, Info, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useCallback, useState } from "react";
import { timings } from "~/site/timings";

/** Success, error or info; gone after 5 s, or closed by hand (docs/product.md#integration-configuration). */
export type ToastKind = "success" | "error" | "info";

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

/** Radix toasts: announced to screen readers, F8 reaches them, each has a close button. */
export function Toasts({
  toasts,
  dismiss,
}: {
  toasts: ToastItem[];
  dismiss: (id: number) => void;
}) {
  return (
    <Toast.Provider duration={timings.toastMs} swipeDirection="right">
      {toasts.map((toast) => {
        const { box, icon: Icon } = styles[toast.kind];
        return (
          <Toast.Root
            key={toast.id}
            type={toast.kind === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
            }}
            data-kind={toast.kind}
            className={`flex items-start gap-3 rounded-lg border p-4 shadow-lg ${box}`}
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <Toast.Description className="flex-1 text-sm font-medium">
              {toast.message}
            </Toast.Description>
            <Toast.Close
              aria-label="Close notification"
              className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
            >
              <X className="size-4" aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-3 p-4 outline-none sm:p-6" />
    </Toast.Provider>
  );
}
