/** A labelled bar with the rounded percentage beside it. */
export function ProgressBar({
  percent,
  label,
  size = "md",
}: {
  percent: number;
  label: string;
  size?: "sm" | "md";
}) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div className={`flex items-center ${size === "sm" ? "gap-2" : "gap-3"}`}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={`${clamped}%`}
        className={`w-full overflow-hidden rounded-full bg-navy-100 ${size === "sm" ? "h-2" : "h-3"}`}
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${
            clamped === 100 ? "bg-emerald-600" : "bg-accent-500"
          }`}
          style={{ width: `${clamped}%` }}
        />
      </div>
      <span
        className={`shrink-0 text-right font-semibold tabular-nums text-navy-900 ${
          size === "sm" ? "w-9 text-xs sm:w-10 sm:text-sm" : "w-12"
        }`}
      >
        {clamped}%
      </span>
    </div>
  );
}
