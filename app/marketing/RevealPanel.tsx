/**
 * A block that fades in once, the first time a tenth of it scrolls into view
 * (app/marketing/behaviours.ts).
 */
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
  return (
    <Tag
      {...rest}
      data-reveal
      style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
      className={`reveal ${className ?? ""}`}
    >
      {children}
    </Tag>
  );
}
