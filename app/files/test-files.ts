/** Small files for the tests of uploads: a real PDF's start, an executable, a multipart body. */

/** The smallest PDF a reader opens: one empty page. */
export function tinyPdf(text = "W-9"): Uint8Array {
  const body = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj
% ${text}
trailer << /Root 1 0 R >>
%%EOF
`;
  return new TextEncoder().encode(body);
}

/** The start of a Linux executable (ELF header), padded. */
export function elfExecutable(): Uint8Array {
  const bytes = new Uint8Array(256);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  bytes[16] = 2; // ET_EXEC
  bytes[18] = 0x3e; // x86-64
  return bytes;
}

/** A multipart form as a browser posts it: text fields, and files with their declared types. */
export function multipartRequest(
  url: string,
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; bytes: Uint8Array }[],
  headers: Record<string, string> = {},
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) {
    form.append(file.field, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  }
  return new Request(new URL(url, "http://localhost"), { method: "POST", body: form, headers });
}

const CFB_SECTOR = 512;
const CFB_FREE = 0xffffffff;
const CFB_END_OF_CHAIN = 0xfffffffe;
const CFB_FAT_SECTOR = 0xfffffffd;

/**
 * A compound file (MS-CFB, version 3: 512-byte sectors), the container of old Office documents,
 * holding empty streams of the names given (a Word document holds `WordDocument`; a
 * spreadsheet, `Workbook`). Sector 0 is the allocation table; the directory fills the sectors
 * `directorySectors` names, in that order, chained through the table; the other sectors up to
 * the last one used are filler, which may hold `decoy`: a directory sector's bytes that are in
 * no chain (a reader that scans the file instead of following the chain finds them).
 */
export function compoundFile(
  streams: readonly string[],
  { directorySectors = [1], decoy }: { directorySectors?: number[]; decoy?: string } = {},
): Uint8Array {
  const sectors = Math.max(...directorySectors, decoy ? 2 : 1) + 1;
  const file = Buffer.alloc((sectors + 1) * CFB_SECTOR);
  const header = file.subarray(0, CFB_SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(1, 44); // one allocation table sector
  header.writeUInt32LE(directorySectors[0] ?? CFB_END_OF_CHAIN, 48);
  header.writeUInt32LE(4096, 56); // mini stream cut-off
  header.writeUInt32LE(CFB_END_OF_CHAIN, 60); // no mini allocation table
  header.writeUInt32LE(CFB_END_OF_CHAIN, 68); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : CFB_FREE, 76 + i * 4);

  const sectorBytes = (sector: number) =>
    file.subarray((sector + 1) * CFB_SECTOR, (sector + 2) * CFB_SECTOR);
  const fat = sectorBytes(0);
  for (let i = 0; i < CFB_SECTOR / 4; i++) fat.writeUInt32LE(CFB_FREE, i * 4);
  fat.writeUInt32LE(CFB_FAT_SECTOR, 0);
  directorySectors.forEach((sector, n) => {
    fat.writeUInt32LE(directorySectors[n + 1] ?? CFB_END_OF_CHAIN, sector * 4);
  });

  const entries = [{ name: "Root Entry", type: 5 }, ...streams.map((name) => ({ name, type: 2 }))];
  entries.forEach((entry, n) => {
    const sector = directorySectors[Math.floor(n / 4)];
    if (sector === undefined) throw new Error("more entries than directory sectors hold");
    writeDirectoryEntry(sectorBytes(sector).subarray((n % 4) * 128, (n % 4) * 128 + 128), entry);
  });
  if (decoy) {
    const filler = [...Array(sectors).keys()].find(
      (sector) => sector > 0 && !directorySectors.includes(sector),
    );
    if (filler === undefined) throw new Error("no sector left for the decoy");
    writeDirectoryEntry(sectorBytes(filler).subarray(0, 128), { name: decoy, type: 2 });
  }
  return new Uint8Array(file);
}

function writeDirectoryEntry(entry: Buffer, { name, type }: { name: string; type: number }) {
  entry.write(name, 0, "utf16le");
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry[66] = type;
  entry[67] = 1; // black
  entry.writeUInt32LE(CFB_FREE, 68); // left sibling
  entry.writeUInt32LE(CFB_FREE, 72); // right sibling
  entry.writeUInt32LE(type === 5 ? 1 : CFB_FREE, 76); // the root's child: the first stream
  entry.writeUInt32LE(CFB_END_OF_CHAIN, 116); // no data
}
