import { textBlocks } from "../plain-text";

/** A posting's plain text as paragraphs and lists (app/careers/plain-text.ts): never as HTML. */
export function PlainText({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-slate-800">
      {textBlocks(text).map((block, index) =>
        block.kind === "list" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are fixed text, never reordered.
          <ul key={index} className="list-disc space-y-1 pl-6">
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <p key={index} className="whitespace-pre-line leading-relaxed">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
