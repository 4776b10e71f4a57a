import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { holdsWordDocument, recogniseFile } from "./recognise.server";
import { compoundFile, tinyPdf } from "./test-files";

const folder = mkdtempSync(path.join(tmpdir(), "recognise-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let count = 0;
const saved = (bytes: Uint8Array) => {
  const file = path.join(folder, `file-${count++}`);
  writeFileSync(file, bytes);
  return file;
};

describe("recogniseFile", () => {
  it("names a compound file holding a WordDocument stream a Word document", async () => {
    const doc = saved(compoundFile(["1Table", "WordDocument", "\u0005SummaryInformation"]));
    expect(await recogniseFile(doc)).toEqual({ mime: "application/msword", ext: "doc" });
  });

  it("leaves any other compound file a compound file: a spreadsheet, an installer, an empty one", async () => {
    for (const streams of [["Workbook"], ["\u4840\u3b3f\u4577\u446c"], []]) {
      expect(await recogniseFile(saved(compoundFile(streams)))).toEqual({
        mime: "application/x-cfb",
        ext: "cfb",
      });
    }
    expect(await recogniseFile(saved(tinyPdf()))).toEqual({ mime: "application/pdf", ext: "pdf" });
  });
});

describe("holdsWordDocument", () => {
  it("follows the directory's chain through the allocation table, not the file's order", async () => {
    // Six entries fill two directory sectors: the stream is in the second, which comes first.
    const chained = compoundFile(["A", "B", "C", "D", "WordDocument"], {
      directorySectors: [3, 1],
    });
    expect(await holdsWordDocument(saved(chained))).toBe(true);
    // A directory-like sector outside the chain is not the directory.
    const decoy = compoundFile(["Workbook"], { directorySectors: [1], decoy: "WordDocument" });
    expect(await holdsWordDocument(saved(decoy))).toBe(false);
  });

  it("says no for a file that breaks the format: cut short, a directory past its end, a loop", async () => {
    const whole = compoundFile(["WordDocument"]);
    expect(await holdsWordDocument(saved(whole.subarray(0, 700)))).toBe(false);
    const pastEnd = Buffer.from(whole);
    pastEnd.writeUInt32LE(900, 48);
    expect(await holdsWordDocument(saved(pastEnd))).toBe(false);
    const loop = Buffer.from(compoundFile(["Workbook"]));
    // The directory's sector names itself as its next one: read once, then the walk ends.
    loop.writeUInt32LE(1, 512 + 4);
    expect(await holdsWordDocument(saved(loop))).toBe(false);
    expect(await holdsWordDocument(saved(new Uint8Array(100)))).toBe(false);
  });
});
