import type { Figure } from "./features-content";
import { formatFigure } from "./features-content";

/**
 * A marketing figure that counts up the first time it scrolls into view (50 steps every 30 ms;
 * app/marketing/behaviours.ts). The final value is rendered on the server and stays until the
 * count starts, so crawlers and visitors without JavaScript read the real figure; screen readers
 * always get the final value.
 */
export function CountUp({ figure, className }: { figure: Figure; className?: string }) {
  return (
    <span data-reveal className={className} data-figure={figure.id}>
      <span aria-hidden="true" data-counter-value>
        <span className="tabular-nums" data-count-up={figure.value} data-decimals={figure.decimals}>
          {figure.value.toFixed(figure.decimals)}
        </span>
        {figure.suffix}
      </span>
      <span className="sr-only">{formatFigure(figure, figure.value)}</span>
    </span>
  );
}
