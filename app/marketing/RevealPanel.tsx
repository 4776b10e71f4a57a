import { timings } from "~/site/timings";
import { useRevealOnce } from "~/ui/hooks";

/** A block that fades in once, the first time a tenth of it scrolls into view. */
export function RevealPanel({
  as: Tag = "div",
  className,
  delayMs = 0,
  children,
  ...rest
}: {
  as?: "div" | "section" | "aside" | "nav";
  className?: string;
  delayMs?: number;
  children: React.ReactNode;
} & Omit<React.HTMLAttributes<HTMLElement>, "className" | "children">) {
  const { ref, visible } = useRevealOnce<HTMLDivElement>(timings.sectionRevealThreshold);
  return (
    <Tag
      ref={ref}
      {...rest}
      style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
      className={`reveal ${visible ? "is-visible" : ""} ${className ?? ""}`}
    >
      {children}
    </Tag>
  );
}
