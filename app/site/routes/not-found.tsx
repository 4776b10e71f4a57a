import { data } from "react-router";

/**
 * Every address no other route answers: the site frame's error page says 404 in the page's
 * language.
 */
export function loader() {
  throw data(null, { status: 404 });
}

/** A form sent to no page is not found either (rather than "method not allowed"). */
export function action() {
  throw data(null, { status: 404 });
}

/**
 * Never shown: the loader always throws, and the site frame's error boundary renders the page
 * (app/site/routes/site-frame.tsx).
 */
export default function NotFound() {
  return null;
}
