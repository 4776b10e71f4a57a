/** A message above the dashboard: a success is a status, a warning an alert. */
export function Notice({
  tone,
  children,
}: {
  tone: "success" | "warning";
  children: React.ReactNode;
}) {
  const colours =
    tone === "success"
      ? "border-emerald-200 bg-emerald-50 text-emerald-900"
      : "border-amber-200 bg-amber-50 text-amber-950";
  return (
    <p
      role={tone === "warning" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm ${colours}`}
    >
      {children}
    </p>
  );
}
