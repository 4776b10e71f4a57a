import { counterFrames } from "~/marketing/features-content";
import { attachPhotoViewer } from "~/projects/photo-viewer";
import { homeSections } from "~/site/content";
import { timings } from "~/site/timings";
import { pageTitle } from "~/site/titles";
import { prefersReducedMotion } from "~/ui/hooks";

/**
 * The behaviour of the public pages' static markup, attached by data attributes once the islands
 * entry runs: reveals, count-ups, the hero's parallax, the home page's title tracking and the
 * project page's photo viewer. Static
 * parts are not hydrated (docs/decisions/0008-public-pages-as-islands.md), so this is plain DOM.
 */
export function attachBehaviours(root: ParentNode = document): void {
  observeReveals(root.querySelectorAll<HTMLElement>("[data-reveal]"));
  for (const element of root.querySelectorAll<HTMLElement>("[data-parallax]")) {
    followScroll((scrollY) => {
      element.style.transform = `translate3d(0, ${scrollY * Number(element.dataset.parallax)}px, 0)`;
    });
  }
  attachPhotoViewer(root);
  if (root.querySelector("[data-home-page]")) {
    showHomeHash();
    followScroll(trackSectionTitle());
  }
}

/**
 * A `data-reveal` element fades in once, the first time a tenth of it is in view, with the
 * `.reveal` items inside it (staggered by their own transition delays). Count-ups inside start then.
 */
function observeReveals(elements: Iterable<HTMLElement>) {
  const reveal = (element: HTMLElement) => {
    element.dataset.visible = "true";
    element.classList.add("is-visible");
    for (const item of element.querySelectorAll(".reveal")) item.classList.add("is-visible");
    for (const counter of element.querySelectorAll<HTMLElement>("[data-count-up]"))
      countUp(counter);
  };
  if (typeof IntersectionObserver === "undefined" || prefersReducedMotion()) {
    for (const element of elements) reveal(element);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        reveal(entry.target as HTMLElement);
      }
    },
    { threshold: timings.sectionRevealThreshold },
  );
  for (const element of elements) observer.observe(element);
}

/**
 * A figure counts up in 50 steps every 30 ms. The final value is in the HTML until then, and
 * screen readers only ever read the final value beside it.
 */
function countUp(element: HTMLElement) {
  const target = Number(element.dataset.countUp);
  const decimals = Number(element.dataset.decimals ?? 0);
  if (prefersReducedMotion() || !Number.isFinite(target)) return;
  const frames = counterFrames(target, timings.counterSteps, decimals);
  let step = 0;
  element.textContent = (0).toFixed(decimals);
  const timer = setInterval(() => {
    element.textContent = (frames[step] ?? target).toFixed(decimals);
    step += 1;
    if (step >= frames.length) clearInterval(timer);
  }, timings.counterStepMs);
}

/** Calls `update` with the scroll position now and at most once per frame while scrolling. */
function followScroll(update: (scrollY: number) => void) {
  let frame = 0;
  const run = () => {
    frame = 0;
    update(window.scrollY);
  };
  run();
  window.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = requestAnimationFrame(run);
    },
    { passive: true },
  );
}

/** "/" with no hash shows as "/#home" (docs/product.md#routes). */
function showHomeHash() {
  if (!window.location.hash) {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}#home`);
  }
}

/** On the home page the document title follows the section scrolled to. */
function trackSectionTitle(offset: number = timings.sectionDetectionOffsetPx) {
  let current = "";
  // The server wrote "Page | Company" with the profile's name: keep its company part.
  const companyName = document.title.slice(document.title.lastIndexOf(" | ") + 3);
  return (scrollY: number) => {
    const position = scrollY + offset;
    let active: (typeof homeSections)[number] = homeSections[0];
    for (const section of homeSections) {
      const element = document.getElementById(section.id);
      if (element && element.getBoundingClientRect().top + scrollY <= position) active = section;
    }
    // The section's name in the page's language, as the server wrote it on the section.
    const title = document.getElementById(active.id)?.dataset.sectionTitle ?? "";
    if (title && title !== current) {
      current = title;
      document.title = pageTitle(title, companyName);
    }
  };
}
