/** The dark title band at the top of inner pages, below the fixed header. */
/* The title is 30 px on phones: at 36 px "Contratistas generales" filled 412 px exactly in Inter
   but not in the fallback, and wrapped when Inter swapped in (a layout shift of 0.2). */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="blueprint-grid bg-navy-900 px-4 pb-14 pt-36 text-white sm:px-6 xl:pt-40">
      <div className="mx-auto max-w-7xl">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-navy-100">{children}</div> : null}
      </div>
    </div>
  );
}
