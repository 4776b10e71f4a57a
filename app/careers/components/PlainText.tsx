import { textBlocks } from "../plain-text";

/** A posting's plain text as paragraphs and lists (app/careers/plain-text.ts): never as HTML. */
export function PlainText({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-slate-800">
      {textBlocks(text).map((block, index) =>
        block.kind === "list" ? (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className="whitespace-pre-line leading-relaxed">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
