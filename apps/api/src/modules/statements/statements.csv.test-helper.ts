// Reads a statement's CSV back as a spreadsheet would (decision 086): the byte order mark, ";" between fields,
// double quotes around a field that holds one of them, CRLF between rows, amounts "1234,50".

/** The rows under the header, each keyed by its column's header text. */
export function parseCsv(bytes: Uint8Array): Record<string, string>[] {
  const text = Buffer.from(bytes).toString('utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('no byte order mark');
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      record.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field || record.length > 0) throw new Error('the last row has no CRLF');
  const [header = [], ...rows] = records;
  for (const row of rows) if (row.length !== header.length) throw new Error(`a row of ${row.length} fields`);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** "1234,50" → 123450, "-0,05" → -5, "" → 0. */
export function toGrosze(text: string | undefined): number {
  if (!text) return 0;
  const match = /^(-?)(\d+),(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}
