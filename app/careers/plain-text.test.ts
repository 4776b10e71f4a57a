import { describe, expect, it } from "vitest";
import { textBlocks } from "./plain-text";

describe("a posting's plain text", () => {
  it("makes paragraphs at blank lines and lists of bulleted blocks", () => {
    expect(textBlocks("Install conduit.\nPull cable.\r\n\r\n- C-10\n* BICSI\n\n\nDrive.")).toEqual([
      { kind: "paragraph", text: "Install conduit.\nPull cable." },
      { kind: "list", items: ["C-10", "BICSI"] },
      { kind: "paragraph", text: "Drive." },
    ]);
  });

  it("keeps markup as text: a block with one plain line is a paragraph", () => {
    expect(textBlocks("- one\n<script>alert(1)</script>")).toEqual([
      { kind: "paragraph", text: "- one\n<script>alert(1)</script>" },
    ]);
  });
});
