import { useCallback, useEffect, useRef, useState } from "react";

/** True once React runs in the browser: before that, controls must work as plain HTML. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** True once the window has scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * A menu that opens on hover or keyboard focus and closes `closeDelayMs` after the pointer
 * leaves, at once on Escape (focus returns to the trigger) or when focus leaves it.
 */
export function useHoverMenu(closeDelayMs: number) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useRef<HTMLElement | null>(null);
  const ignoreNextFocus = useRef(false);

  const cancelClose = useCallback(() => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    cancelClose();
    setOpen(true);
  }, [cancelClose]);
  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, [cancelClose]);
  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), closeDelayMs);
  }, [cancelClose, closeDelayMs]);

  useEffect(() => cancelClose, [cancelClose]);

  const containerProps = {
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType !== "touch") show();
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== "touch") scheduleClose();
    },
    onFocus: () => {
      if (ignoreNextFocus.current) {
        ignoreNextFocus.current = false;
        return;
      }
      show();
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === "Escape" && open) {
        event.stopPropagation();
        close();
        const trigger = triggerRef.current;
        if (trigger && document.activeElement !== trigger) {
          ignoreNextFocus.current = true;
          trigger.focus();
        }
      }
    },
  };

  return { open, setOpen, show, close, triggerRef, containerProps };
}
