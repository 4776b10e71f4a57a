import { useEffect, useState } from "react";
import { timings } from "~/site/timings";
import { prefersReducedMotion, useRevealOnce } from "~/ui/hooks";
import { counterFrames, type Figure, formatFigure } from "./features-content";

/**
 * A marketing figure that counts up the first time it scrolls into view (50 steps every 30 ms).
 * The final value is rendered on the server and stays until the count starts, so crawlers and
 * visitors without JavaScript read the real figure; screen readers always get the final value.
 */
export function CountUp({ figure, className }: { figure: Figure; className?: string }) {
  const { ref, visible } = useRevealOnce<HTMLSpanElement>(timings.sectionRevealThreshold);
  const [shown, setShown] = useState(figure.value);

  useEffect(() => {
    if (!visible || prefersReducedMotion()) return;
    const frames = counterFrames(figure.value, timings.counterSteps, figure.decimals);
    let step = 0;
    setShown(0);
    const timer = setInterval(() => {
      setShown(frames[step] ?? figure.value);
      step += 1;
      if (step >= frames.length) clearInterval(timer);
    }, timings.counterStepMs);
    return () => {
      clearInterval(timer);
      setShown(figure.value);
    };
  }, [visible, figure.value, figure.decimals]);

  return (
    <span ref={ref} className={className} data-figure={figure.id}>
      <span aria-hidden="true" data-counter-value>
        <span className="tabular-nums">{shown.toFixed(figure.decimals)}</span>
        {figure.suffix}
      </span>
      <span className="sr-only">{formatFigure(figure, figure.value)}</span>
    </span>
  );
}
