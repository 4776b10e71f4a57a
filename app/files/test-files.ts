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
