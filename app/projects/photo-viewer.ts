/**
 * The project page's photo viewer (`PhotoViewer`, `EnlargeablePhoto`): a click on a photo opens
 * it at full size with its caption in the page's modal dialog instead of leaving the page; the
 * arrow keys and buttons step through the page's photos. Plain DOM on the static markup, attached
 * with the other behaviours once the islands entry runs; without it the links open the images.
 */
export function attachPhotoViewer(root: ParentNode): void {
  const dialog = root.querySelector<HTMLDialogElement>("dialog[data-photo-viewer]");
  const links = [...root.querySelectorAll<HTMLAnchorElement>("a[data-photo]")];
  const image = dialog?.querySelector<HTMLImageElement>("[data-viewer-image]");
  const caption = dialog?.querySelector<HTMLElement>("[data-viewer-caption]");
  const position = dialog?.querySelector<HTMLElement>("[data-viewer-position]");
  if (!dialog || !image || !caption || !position || typeof dialog.showModal !== "function") return;
  let shown = 0;
  const show = (index: number) => {
    shown = (index + links.length) % links.length;
    const link = links[shown];
    if (!link) return;
    image.src = link.href;
    image.alt = link.dataset.photo ?? "";
    caption.textContent = link.dataset.photo ?? "";
    position.textContent = (position.dataset.viewerPosition ?? "")
      .replace("{n}", String(shown + 1))
      .replace("{total}", String(links.length));
  };
  const steps = dialog.querySelector<HTMLElement>("[data-viewer-steps]");
  if (steps) steps.hidden = links.length < 2;
  links.forEach((link, index) => {
    link.addEventListener("click", (event) => {
      // A new tab or window asked for (a modifier, the middle button) gets the image itself.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      show(index);
      dialog.showModal();
    });
  });
  dialog.addEventListener("click", (event) => {
    const target = event.target as HTMLElement;
    const step = target.closest<HTMLElement>("[data-viewer-step]")?.dataset.viewerStep;
    if (step) show(shown + Number(step));
    // The close button, or the backdrop (a click on the dialog itself, outside its content).
    else if (target.closest("[data-viewer-close]") || target === dialog) dialog.close();
  });
  dialog.addEventListener("keydown", (event) => {
    if (links.length < 2) return;
    if (event.key === "ArrowLeft") show(shown - 1);
    if (event.key === "ArrowRight") show(shown + 1);
  });
}
