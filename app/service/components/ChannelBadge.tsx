/**
 * A work order that came from ServiceChannel, with ServiceChannel's number: the office answers
 * to it there (docs/service-desk.md#servicechannel).
 */
export function ChannelBadge({ number }: { number: string | null }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-900">
      ServiceChannel
      {number ? <span className="font-mono">#{number}</span> : null}
    </span>
  );
}
