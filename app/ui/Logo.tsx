export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#0c1a33" />
      <rect
        x="1.5"
        y="1.5"
        width="37"
        height="37"
        rx="7.5"
        fill="none"
        stroke="#fbbf24"
        strokeOpacity=".35"
      />
      <path d="M22.5 6 11 22.5h8L16.5 34 29 16.5h-8.2L22.5 6Z" fill="#fbbf24" />
    </svg>
  );
}

/**
 * The mark and the company's short name (passed in: the header island has no context). The mark
 * is the uploaded logo when there is one (`image`, its address), the drawn one otherwise.
 */
export function Logo({
  shortName,
  image = null,
  inverted = false,
}: {
  shortName: string;
  image?: string | null;
  inverted?: boolean;
}) {
  return (
    <span className="flex items-center gap-2.5">
      {image ? (
        // The name beside it says who it is: the picture itself is decoration.
        <img
          src={image}
          alt=""
          width={36}
          height={36}
          className="size-9 rounded-md bg-white object-contain p-0.5"
        />
      ) : (
        <LogoMark />
      )}
      <span className="flex flex-col leading-tight">
        <span
          className={`text-base font-bold tracking-tight ${inverted ? "text-white" : "text-navy-900"}`}
        >
          {shortName}
        </span>
        <span
          className={`text-[11px] font-medium uppercase tracking-[0.14em] ${inverted ? "text-navy-200" : "text-slate-500"}`}
        >
          &amp; Contracting
        </span>
      </span>
    </span>
  );
}
