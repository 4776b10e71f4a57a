/** The centred card that holds every sign-in and password form. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="blueprint-grid flex min-h-[80vh] items-start justify-center bg-navy-900 px-4 pb-20 pt-32 sm:pt-40">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-navy-900">{title}</h1>
        {intro ? <div className="mt-2 text-sm text-slate-600">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export const primaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700 disabled:opacity-70";
