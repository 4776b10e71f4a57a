import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

const BLOCK = 512;

/**
 * Writes the files of the build's database template (PGlite's `dumpDataDir`: a gzip tarball of
 * directories and plain files, in ustar format) into `directory`, with their modes. Done here
 * instead of by a PGlite instance started only to load it: that instance's WebAssembly memory and
 * its copies of the archive stayed in the server's resident memory (docs/decisions/0046). Anything but a directory or a plain file, or a name leaving `directory`, is refused.
 */
export function extractTemplate(archive: Uint8Array, directory: string): void {
  const tar = gunzipSync(archive);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  let offset = 0;
  while (offset + BLOCK <= tar.byteLength) {
    const header = tar.subarray(offset, offset + BLOCK);
    // The archive ends with blocks of zeros.
    if (header.every((byte) => byte === 0)) return;
    const entry = readHeader(header);
    const target = path.join(directory, entry.name);
    if (!isInside(directory, target))
      throw new Error(`template entry outside its folder: ${entry.name}`);
    offset += BLOCK;
    if (entry.type === "directory") {
      mkdirSync(target, { recursive: true, mode: entry.mode });
    } else {
      if (offset + entry.size > tar.byteLength)
        throw new Error(`template entry cut short: ${entry.name}`);
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, tar.subarray(offset, offset + entry.size), { mode: entry.mode });
      offset += Math.ceil(entry.size / BLOCK) * BLOCK;
    }
  }
  throw new Error("template archive ends without its end blocks");
}

interface Entry {
  name: string;
  type: "file" | "directory";
  mode: number;
  size: number;
}

function readHeader(header: Uint8Array): Entry {
  const name = text(header, 0, 100);
  const prefix = text(header, 345, 155);
  const flag = String.fromCharCode(header[156]!);
  const type = flag === "5" ? "directory" : flag === "0" || flag === "\0" ? "file" : undefined;
  if (!type) throw new Error(`template entry of an unexpected type "${flag}": ${name}`);
  return {
    name: (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, ""),
    type,
    mode: octal(header, 100, 8) & 0o777,
    size: octal(header, 124, 12),
  };
}

function text(header: Uint8Array, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return Buffer.from(end === -1 ? field : field.subarray(0, end)).toString("utf8");
}

function octal(header: Uint8Array, start: number, length: number): number {
  const digits = text(header, start, length).trim();
  return digits === "" ? 0 : Number.parseInt(digits, 8);
}

function isInside(directory: string, target: string): boolean {
  const relative = path.relative(directory, target);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
