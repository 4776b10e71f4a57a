import { useEffect, useState } from "react";

/**
 * For a plain form that loads a new page: true from the moment it is sent until that page
 * replaces this one, so that its button can say so and not be pressed twice. A page the Back
 * button restores from the browser's cache starts over.
 */
export function useSubmitting(): [boolean, (value: boolean) => void] {
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  return [submitting, setSubmitting];
}
