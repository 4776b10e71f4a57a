import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/I18nContext";

/**
 * The customer's drawn signature (docs/service-desk.md#the-technicians-pages): a canvas shown
 * only where JavaScript runs (after hydration), whose PNG goes in the hidden field `name`. The
 * sign-off typed is what is required; without JavaScript the form works without it.
 */
export function SignaturePad({ name, idPrefix }: { name: string; idPrefix: string }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [ready, setReady] = useState(false);
  const [value, setValue] = useState("");
  const drawing = useRef(false);
  useEffect(() => setReady(true), []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = event.currentTarget.width / box.width;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  };
  const context = () => {
    const drawn = canvas.current?.getContext("2d");
    if (drawn) {
      drawn.lineWidth = 3;
      drawn.lineCap = "round";
      drawn.strokeStyle = "#0f1f3d";
    }
    return drawn;
  };

  if (!ready) return null;
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-navy-900">
        {t("service.field.signature")}
      </p>
      <canvas
        ref={canvas}
        id={id}
        width={600}
        height={200}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="block h-36 w-full touch-none rounded-md border border-slate-300 bg-white"
        onPointerDown={(event) => {
          drawing.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          const at = point(event);
          context()?.beginPath();
          context()?.moveTo(at.x, at.y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const at = point(event);
          const drawn = context();
          drawn?.lineTo(at.x, at.y);
          drawn?.stroke();
        }}
        onPointerUp={() => {
          drawing.current = false;
          setValue(canvas.current?.toDataURL("image/png") ?? "");
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {t("service.field.signatureHint")}
      </p>
      <button
        type="button"
        className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-navy-900 hover:bg-slate-50"
        onClick={() => {
          const element = canvas.current;
          element?.getContext("2d")?.clearRect(0, 0, element.width, element.height);
          setValue("");
        }}
      >
        {t("service.field.clearSignature")}
      </button>
      <input type="hidden" name={name} value={value} />
    </div>
  );
}
