/** The pricing page's copy (docs/product.md#pricing-page); its form is the forms namespace's. */
export default {
  title: "{software} Pricing",
  intro:
    "Every contractor runs differently. Tell us about your company and we will send a quote built for your crews, within 24 hours.",
  formTitle: "Request your custom quote",
  formIntro: "Name, email and phone are required; everything else helps us size the quote.",
  nextTitle: "What happens next?",
  "step1.title": "We review your request within 24 hours",
  "step1.text": "A product specialist who knows contracting reads your details and your message.",
  "step2.title": "We prepare a custom proposal",
  "step2.text": "Sized to your office staff, field crews and the {software} tools you need.",
  "step3.title": "You receive a detailed quote within 24 hours",
  "step3.text": "Per-user pricing, onboarding and data import, with nothing hidden.",
  "step4.title": "Optional demo",
  "step4.text": "A live walkthrough with your own kind of jobs, whenever suits your team.",
  callTitle: "Prefer to talk? Call us",
  moreAboutUs: "More about us",
  exploreFeatures: "Explore all features",
  backHome: "Back to Home",
};
