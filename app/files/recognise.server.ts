import { type FileHandle, open } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";

/** A file's type as its bytes say: the media type and the extension it is stored with. */
interface RecognisedType {
  mime: string;
  ext: string;
}

/** An old Word document: a compound file holding a `WordDocument` stream. */
const WORD_97_TYPE: RecognisedType = { mime: "application/msword", ext: "doc" };

/**
 * What the file at `path` is, from its bytes (`file-type`), or null when they say nothing known.
 * A compound file (`application/x-cfb`, the container of every old Office file, of installers and
 * of much else) is named a Word document only when its directory holds the `WordDocument`
 * stream; any other stays `application/x-cfb`, which no kind accepts.
 */
export async function recogniseFile(path: string): Promise<RecognisedType | null> {
  const found = await fileTypeFromFile(path);
  if (!found) return null;
  if (found.mime === "application/x-cfb" && (await holdsWordDocument(path))) return WORD_97_TYPE;
  return { mime: found.mime, ext: found.ext };
}

const END_OF_CHAIN = 0xfffffffe;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_OBJECT = 2;

/**
 * Whether a compound file (MS-CFB) has a stream named `WordDocument` in its directory: the
 * header gives the sector size and the directory's first sector, the allocation table (found
 * through the header's first 109 entries, then the DIFAT sectors) the directory's next ones. A
 * file that breaks the format anywhere (a sector past its end, a chain longer than the file) is
 * not a Word document.
 */
export async function holdsWordDocument(path: string): Promise<boolean> {
  const file = await open(path, "r");
  try {
    return await searchDirectory(file, (await file.stat()).size);
  } catch {
    return false;
  } finally {
    await file.close();
  }
}

async function searchDirectory(file: FileHandle, size: number): Promise<boolean> {
  const header = await readAt(file, 0, 512);
  if (!header) return false;
  const sectorShift = header.readUInt16LE(30);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const sectors = Math.floor(size / sectorSize);
  const sectorAt = (sector: number) => (sector + 1) * sectorSize;
  const entriesPerSector = sectorSize / 4;

  const fatSectors = await fatSectorList(file, header, sectorAt, entriesPerSector, sectors);
  const nextSector = async (sector: number): Promise<number> => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerSector)];
    if (fatSector === undefined || fatSector >= sectors) return END_OF_CHAIN;
    const entry = await readAt(file, sectorAt(fatSector) + (sector % entriesPerSector) * 4, 4);
    return entry ? entry.readUInt32LE(0) : END_OF_CHAIN;
  };

  let sector = header.readUInt32LE(48);
  for (let visited = 0; sector < sectors && visited <= sectors; visited++) {
    const bytes = await readAt(file, sectorAt(sector), sectorSize);
    if (!bytes) return false;
    for (let offset = 0; offset < sectorSize; offset += DIRECTORY_ENTRY_BYTES) {
      if (isWordDocumentEntry(bytes.subarray(offset, offset + DIRECTORY_ENTRY_BYTES))) return true;
    }
    sector = await nextSector(sector);
  }
  return false;
}

/** The allocation table's sectors: the header's first 109, then those the DIFAT chain lists. */
async function fatSectorList(
  file: FileHandle,
  header: Buffer,
  sectorAt: (sector: number) => number,
  entriesPerSector: number,
  sectors: number,
): Promise<number[]> {
  const count = Math.min(header.readUInt32LE(44), sectors);
  const list: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && list.length < count; i++) {
    list.push(header.readUInt32LE(76 + i * 4));
  }
  let difat = header.readUInt32LE(68);
  for (let visited = 0; list.length < count && difat < sectors && visited <= sectors; visited++) {
    const bytes = await readAt(file, sectorAt(difat), entriesPerSector * 4);
    if (!bytes) break;
    // The last entry of a DIFAT sector names the next DIFAT sector.
    for (let i = 0; i < entriesPerSector - 1 && list.length < count; i++) {
      list.push(bytes.readUInt32LE(i * 4));
    }
    difat = bytes.readUInt32LE((entriesPerSector - 1) * 4);
  }
  return list;
}

function isWordDocumentEntry(entry: Buffer): boolean {
  const nameBytes = entry.readUInt16LE(64);
  if (entry[66] !== STREAM_OBJECT || nameBytes < 2 || nameBytes > 64) return false;
  // The length counts the name's terminating NUL.
  return entry.toString("utf16le", 0, nameBytes - 2) === "WordDocument";
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer | null> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return bytesRead === length ? buffer : null;
}
