/**
 * A home section that fades in once, the first time a tenth of it is in view, with the `.reveal`
 * items inside it (app/marketing/behaviours.ts).
 */
export function RevealSection({
  id,
  className,
  labelledBy,
  children,
  title,
}: {
  id: string;
  className?: string;
  labelledBy: string;
  children: React.ReactNode;
  /** The section's name in the document title while it is in view (behaviours.ts). */
  title?: string;
}) {
  return (
    <section
      id={id}
      data-section-title={title}
      aria-labelledby={labelledBy}
      data-reveal
      data-visible="false"
      className={`reveal ${className ?? ""}`}
    >
      {children}
    </section>
  );
}

/** Transition delay for the n-th item of a staggered grid. */
export function stagger(index: number, stepMs: number): React.CSSProperties {
  return { transitionDelay: `${index * stepMs}ms` };
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  inverted = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  inverted?: boolean;
}) {
  return (
    <div className="mx-auto mb-12 max-w-3xl text-center">
      <p
        className={`text-sm font-semibold uppercase tracking-wider ${inverted ? "text-accent-400" : "text-accent-700"}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${inverted ? "text-white" : "text-navy-900"}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg ${inverted ? "text-navy-100" : "text-slate-600"}`}>{intro}</p>
      ) : null}
    </div>
  );
}
