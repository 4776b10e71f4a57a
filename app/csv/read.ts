/**
 * The one CSV reader for every import: RFC 4180 records (quoted fields may hold commas, quotes
 * and line breaks), lines ended by CRLF or LF, a leading byte-order mark ignored. Each record
 * carries the line it starts on, so that an import can name the lines it refuses.
 */
interface CsvRecord {
  line: number;
  fields: string[];
}

export function readCsv(text: string): CsvRecord[] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record.
    if (fields.length > 1 || fields[0] !== "") records.push({ line: start, fields });
    fields = [];
    field = "";
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === "\n") line++;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else if (char === "\n" || (char === "\r" && source[i + 1] === "\n")) {
      if (char === "\r") {
        i++;
        line++;
      }
      endRecord();
      start = line;
    } else field += char;
  }
  if (field !== "" || fields.length > 0) endRecord();
  return records;
}
