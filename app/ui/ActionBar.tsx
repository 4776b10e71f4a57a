import type { ReactNode } from "react";

/**
 * The actions on one record (call, e-mail, reply, status, note): on a phone a bar fixed to the
 * bottom of the screen, where a thumb reaches, one equal slot per action; from 1024 px a row of
 * buttons beside the page's heading (AdminShell's `actionBar`, which also keeps the page's end
 * clear of the bar). Each slot holds a link, a button or a form (the `actionBarItem` look): an
 * action that needs room, such as a reply or a note, links to its form on the page (`#reply`), which
 * works without JavaScript.
 */
export function ActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      className="max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:border-t max-lg:border-slate-200 max-lg:bg-white max-lg:px-2 max-lg:pt-2 max-lg:pb-[max(0.5rem,env(safe-area-inset-bottom))] max-lg:shadow-[0_-4px_16px_rgb(12_26_51/0.08)]"
    >
      <ul className="flex gap-2 max-lg:mx-auto max-lg:max-w-xl max-lg:*:min-w-0 max-lg:*:flex-1">
        {children}
      </ul>
    </section>
  );
}

/** One slot of the bar; put an `actionBarItem` link, button or form inside. */
export function ActionBarSlot({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

/**
 * The look of an action: icon over a short label on a phone (at least 56 px high), a button
 * with icon and label from 1024 px. `primary` for the one action most people take.
 */
export function actionBarItem(tone: "primary" | "secondary" = "secondary"): string {
  const shared =
    "inline-flex items-center justify-center rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 max-lg:min-h-14 max-lg:w-full max-lg:flex-col max-lg:gap-1 max-lg:px-1 max-lg:text-xs lg:gap-2 lg:px-4 lg:py-2.5 lg:text-sm";
  return tone === "primary"
    ? `${shared} border border-navy-900 bg-navy-900 text-white hover:bg-navy-800`
    : `${shared} border border-navy-300 bg-white text-navy-900 hover:bg-navy-50`;
}
