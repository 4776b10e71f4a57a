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

/** The links of an open menu, in order: the arrow keys move between them. */
function menuLinks(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>("a[href]")] : [];
}

/**
 * A disclosure menu for the pointer and the keyboard. The pointer opens it on hover and it
 * closes `closeDelayMs` after the pointer leaves. Focus alone opens nothing, so Tab walks past
 * it: the trigger's click (Enter, Space) toggles it, an arrow key opens it and moves to its first
 * (down) or last (up) link, and then between its links. Escape closes it and gives focus back to
 * the trigger; focus leaving it closes it.
 */
export function useHoverMenu(closeDelayMs: number) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useRef<HTMLElement | null>(null);
  const menuRef = useRef<HTMLElement | null>(null);
  /** The link to focus once the menu has opened: an arrow key opened it. */
  const focusOnOpen = useRef<"first" | "last" | null>(null);

  const cancelClose = useCallback(() => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    cancelClose();
    setOpen(true);
  }, [cancelClose]);
  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, [cancelClose]);
  const toggle = useCallback(() => (open ? close() : show()), [open, close, show]);
  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), closeDelayMs);
  }, [cancelClose, closeDelayMs]);

  useEffect(() => cancelClose, [cancelClose]);
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const links = menuLinks(menuRef.current);
    (focusOnOpen.current === "first" ? links[0] : links.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const onArrow = (event: React.KeyboardEvent, step: 1 | -1) => {
    const links = menuLinks(menuRef.current);
    const at = links.indexOf(event.target as HTMLElement);
    const inMenu = menuRef.current?.contains(event.target as Node) ?? false;
    // A field of the menu (the trial form) keeps its own arrow keys.
    if (inMenu && at < 0) return;
    event.preventDefault();
    if (at >= 0) {
      links[(at + step + links.length) % links.length]?.focus();
    } else if (open) {
      (step === 1 ? links[0] : links.at(-1))?.focus();
    } else {
      focusOnOpen.current = step === 1 ? "first" : "last";
      show();
    }
  };

  const containerProps = {
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType !== "touch") show();
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== "touch") scheduleClose();
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === "ArrowDown") onArrow(event, 1);
      else if (event.key === "ArrowUp") onArrow(event, -1);
      else if (event.key === "Escape" && open) {
        event.stopPropagation();
        close();
        triggerRef.current?.focus();
      }
    },
  };

  return { open, setOpen, show, close, toggle, triggerRef, menuRef, containerProps };
}
