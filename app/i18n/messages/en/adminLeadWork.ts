/** What the lead page and the board both say when a lead is lost: the reasons and their fields. English only, like every office text (docs/decisions/0096). */
export default {
  chooseReason: "Choose a reason",
  whyLost: "Why was it lost?",
  markLost: "Mark as lost",
  reason: "Reason",
  detailsOptional: "Details (optional)",
  "lostReason.price": "Price",
  "lostReason.competitor": "Chose another company",
  "lostReason.no_response": "No response",
  "lostReason.not_a_fit": "Not a fit for our services",
  "lostReason.other": "Other",
};
