import { describe, expect, it } from "vitest";
import { personKey } from "~/auth/person-key";
import { extractPersonName, toPersonName } from "./names";

const heading = { name: "heading", text: "Form W-4", type: "control_head", order: "1" };
const submit = { name: "submit", text: "Submit", type: "control_button", order: "9" };

describe("extractPersonName over real answer shapes", () => {
  it.each([
    [
      "control_fullname with first and last",
      {
        "1": heading,
        "3": {
          name: "input3",
          text: "Name",
          type: "control_fullname",
          order: "2",
          answer: { first: "John", last: "Doe" },
          prettyFormat: "John Doe",
        },
      },
      { first: "John", last: "Doe", key: "john doe" },
    ],
    [
      "control_fullname with a prefix, middle name and suffix",
      {
        "3": {
          name: "employeeName",
          text: "Employee Name",
          type: "control_fullname",
          order: "2",
          answer: { prefix: "Dr.", first: "Ada", middle: "King", last: "Lovelace", suffix: "II" },
        },
      },
      { first: "Ada", last: "Lovelace", key: "ada lovelace" },
    ],
    [
      "separate First Name and Last Name text boxes",
      {
        "1": heading,
        "4": {
          name: "firstName",
          text: "First Name",
          type: "control_textbox",
          order: "3",
          answer: "  Grace ",
        },
        "5": {
          name: "lastName",
          text: "Last Name",
          type: "control_textbox",
          order: "4",
          answer: "Hopper",
        },
        "9": submit,
      },
      { first: "Grace", last: "Hopper", key: "grace hopper" },
    ],
    [
      "names found through the field name when the label says something else",
      {
        "6": { name: "first", text: "Given", type: "control_textbox", order: "2", answer: "Alan" },
        "7": {
          name: "last",
          text: "Family",
          type: "control_textbox",
          order: "3",
          answer: "Turing",
        },
      },
      { first: "Alan", last: "Turing", key: "alan turing" },
    ],
    [
      "inner spaces collapsed and case kept for display, lowered in the key",
      {
        "3": {
          type: "control_fullname",
          text: "Name",
          answer: { first: "Mary  Ann", last: "VAN   DER Berg" },
        },
      },
      { first: "Mary Ann", last: "VAN DER Berg", key: "mary ann van der berg" },
    ],
    [
      "the employee's first name wins over a later emergency contact's first name",
      {
        "2": { text: "First Name", type: "control_textbox", order: "2", answer: "Linus" },
        "3": { text: "Last Name", type: "control_textbox", order: "3", answer: "Torvalds" },
        "8": {
          text: "Emergency contact first name",
          type: "control_textbox",
          order: "8",
          answer: "Tove",
        },
      },
      { first: "Linus", last: "Torvalds", key: "linus torvalds" },
    ],
    [
      "one text box labelled 'First and Last Name'",
      {
        "2": {
          text: "First and Last Name",
          type: "control_textbox",
          order: "2",
          answer: "Katherine  Johnson",
        },
      },
      { first: "Katherine", last: "Johnson", key: "katherine johnson" },
    ],
    [
      "an empty full-name answer falls back to separate fields",
      {
        "3": {
          type: "control_fullname",
          text: "Name",
          order: "1",
          answer: { first: "", last: "" },
        },
        "4": { text: "First name", type: "control_textbox", order: "2", answer: "Edsger" },
        "5": { text: "Last name", type: "control_textbox", order: "3", answer: "Dijkstra" },
      },
      { first: "Edsger", last: "Dijkstra", key: "edsger dijkstra" },
    ],
  ])("%s", (_shape, answers, expected) => {
    expect(extractPersonName(answers)).toEqual(expected);
  });

  it.each([
    ["no answers at all", {}],
    ["answers that are not an object", "nonsense"],
    ["only headings and buttons", { "1": heading, "9": submit }],
    [
      "a first name without a last name",
      { "4": { text: "First Name", type: "control_textbox", answer: "Cher" } },
    ],
    [
      "a full-name answer with only a first name",
      { "3": { type: "control_fullname", answer: { first: "Prince", last: " " } } },
    ],
    [
      "names given as arrays or objects in text fields",
      {
        "4": { text: "First Name", type: "control_textbox", answer: ["A"] },
        "5": { text: "Last Name", type: "control_textbox", answer: { x: "B" } },
      },
    ],
  ])("names nobody for %s", (_shape, answers) => {
    expect(extractPersonName(answers)).toBeNull();
  });
});

describe("personKey", () => {
  it("is the lowercase 'first last', trimmed, inner spaces collapsed", () => {
    expect(personKey("  ADA ", " Lovelace  ")).toBe("ada lovelace");
    expect(personKey("Mary\t Ann", "Smith")).toBe("mary ann smith");
  });

  it("drops control characters, which never belong in a name", () => {
    expect(personKey("Ada\u0007", "Love\u001elace")).toBe("ada lovelace");
  });

  it("matches what the tracker builds from typed names, whatever the case", () => {
    expect(toPersonName("ada", "LOVELACE")?.key).toBe(personKey("Ada", "Lovelace"));
    expect(toPersonName("ada", "  ")).toBeNull();
  });
});
