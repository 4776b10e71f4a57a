/** The lead board (docs/product.md#the-board): its columns, cards and moves. English only, like every office text (docs/decisions/0096). */
export default {
  "pipeline.sales": "Sales leads",
  "pipeline.coi": "Certificate requests",
  "board.title": "Lead board",
  "board.back": "Leads",
  "board.pipelines": "Pipelines",
  "board.moving": "Moving {name} to {stage}…",
  "board.helpDrag":
    "Drag a card to another column, or focus a card and press the left or right arrow key to move it one stage.",
  "board.helpChoose":
    "Choose a stage in a card's list and press Move, or focus a card and press the left or right arrow key to move it one stage.",
  "board.helpForm": "Choose a stage in a card's form and press Move.",
  "board.region": "Board",
  "board.leads": "leads",
  "board.empty": "No leads in this stage.",
  "board.more": "{more, number} more in {stage}",
  "board.kind": "Kind",
  "board.old": "old",
  "board.assignee": "Assignee",
  "board.moveTo": "Move {name} to",
  "board.move": "Move",
  "board.ifLost": "If lost: why",
  "board.whyNamed": "Why was {name} lost?",
  "board.reasonRequired": "Please choose why the lead was lost.",
};
