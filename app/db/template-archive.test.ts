import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { extractTemplate } from "./template-archive.server";

/** One ustar header block (the fields the extractor reads), then the data padded to blocks. */
function entry(name: string, flag: string, mode: number, data = ""): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, "utf8");
  header.write(`${mode.toString(8).padStart(7, "0")}\0`, 100, 8, "ascii");
  header.write(`${data.length.toString(8).padStart(11, "0")}\0`, 124, 12, "ascii");
  header.write(flag, 156, 1, "ascii");
  header.write("ustar\0", 257, 6, "ascii");
  const body = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  body.write(data, 0, "utf8");
  return Buffer.concat([header, body]);
}

const END = Buffer.alloc(1024);

describe("the database template's archive", () => {
  let directory: string;
  afterEach(() => rmSync(directory, { recursive: true, force: true }));
  const target = () => {
    directory = mkdtempSync(path.join(tmpdir(), "template-archive-"));
    return path.join(directory, "data");
  };

  it("writes its directories and files with their modes, names rooted at the folder", () => {
    const data = target();
    const archive = gzipSync(
      Buffer.concat([
        entry("/base", "5", 0o750),
        entry("/base/1", "5", 0o750),
        entry("/base/1/112", "0", 0o600, "x".repeat(700)),
        entry("/PG_VERSION", "0", 0o600, "17\n"),
        END,
      ]),
    );
    extractTemplate(archive, data);
    expect(readFileSync(path.join(data, "base/1/112"), "utf8")).toBe("x".repeat(700));
    expect(readFileSync(path.join(data, "PG_VERSION"), "utf8")).toBe("17\n");
    expect(statSync(path.join(data, "PG_VERSION")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(data, "base")).isDirectory()).toBe(true);
  });

  it("refuses a name that leaves the folder", () => {
    const archive = gzipSync(Buffer.concat([entry("../escaped", "0", 0o600, "x"), END]));
    expect(() => extractTemplate(archive, target())).toThrow(/outside its folder/);
  });

  it("refuses a link or any entry that is not a file or a directory", () => {
    const archive = gzipSync(Buffer.concat([entry("/link", "2", 0o777), END]));
    expect(() => extractTemplate(archive, target())).toThrow(/unexpected type/);
  });

  it("refuses an archive cut short, at its end or inside a file", () => {
    const whole = entry("/PG_VERSION", "0", 0o600, "17\n");
    expect(() => extractTemplate(gzipSync(whole), target())).toThrow(/ends without/);
    const cut = entry("/big", "0", 0o600, "y".repeat(2000)).subarray(0, 1024);
    expect(() => extractTemplate(gzipSync(cut), path.join(directory, "again"))).toThrow(
      /cut short/,
    );
  });
});
