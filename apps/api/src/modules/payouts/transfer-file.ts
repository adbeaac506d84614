// The bank transfer file of decision 084: domestic transfers in Elixir-O, the import format of Polish banks' business
// banking (one transfer per line, comma-separated fields, text in double quotes, CRLF line ends, Windows-1250). Pure:
// the same transfers give the same bytes.

export interface FileTransfer {
  /** Grosze, > 0. */
  amount: number;
  /** Compact Polish IBAN "PL" + 26 digits. */
  recipientAccount: string;
  recipientName: string;
  /** What the owner sees on the bank statement. */
  title: string;
}

export interface TransferFile {
  /** Compact Polish IBAN of the account the transfers leave from. */
  senderAccount: string;
  /** Name and address lines of the sender (at most four are used). */
  senderLines: readonly string[];
  /** YYYY-MM-DD: when the bank is to execute them. */
  executionDate: string;
  transfers: readonly FileTransfer[];
}

// Elixir-O text fields are up to four lines of 35 characters, separated by "|".
const LINE = 35;
const LINES = 4;

// Banks refuse quotes, pipes and most punctuation inside text fields; letters (with Polish diacritics), digits,
// spaces and . , - / ( ) are safe everywhere.
const POLISH = 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ';

function safeText(value: string): string {
  const withoutOtherDiacritics = [...value.normalize('NFC')]
    .map((char) => (POLISH.includes(char) ? char : char.normalize('NFD').replace(/[\u0300-\u036f]/g, '')))
    .join('');
  return withoutOtherDiacritics
    .replace(/[^A-Za-z0-9ąćęłńóśźżĄĆĘŁŃÓŚŹŻ .,\-/()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Up to four 35-character lines joined by "|", words kept whole where they fit. */
export function textField(parts: readonly string[]): string {
  const lines: string[] = [];
  for (const part of parts) {
    let rest = safeText(part);
    while (rest.length > 0 && lines.length < LINES) {
      if (rest.length <= LINE) {
        lines.push(rest);
        break;
      }
      const cut = rest.lastIndexOf(' ', LINE);
      const end = cut > 0 ? cut : LINE;
      lines.push(rest.slice(0, end).trim());
      rest = rest.slice(end).trim();
    }
  }
  while (lines.length < LINES) lines.push('');
  return lines.slice(0, LINES).join('|');
}

/** The 26-digit NRB of a compact Polish IBAN, and the bank's 8-digit settlement number inside it. */
function nrb(iban: string): { number: string; bank: string } {
  if (!/^PL[0-9]{26}$/.test(iban)) throw new Error('a transfer file takes Polish account numbers only');
  const number = iban.slice(2);
  return { number, bank: number.slice(2, 10) };
}

const quoted = (value: string) => `"${value}"`;

/** One Elixir-O record (message type 110: a transfer, classification 51: an ordinary transfer). */
function record(file: TransferFile, transfer: FileTransfer): string {
  if (!Number.isInteger(transfer.amount) || transfer.amount <= 0) throw new Error('a transfer amount must be > 0');
  const sender = nrb(file.senderAccount);
  const recipient = nrb(transfer.recipientAccount);
  return [
    '110',
    file.executionDate.replaceAll('-', ''),
    String(transfer.amount),
    sender.bank,
    '0',
    quoted(sender.number),
    quoted(recipient.number),
    quoted(textField(file.senderLines)),
    quoted(textField([transfer.recipientName])),
    '0',
    recipient.bank,
    quoted(textField([transfer.title])),
    quoted(''),
    quoted(''),
    quoted('51'),
  ].join(',');
}

/** The file's text, one record per transfer, each line ended by CRLF. */
export function elixirText(file: TransferFile): string {
  return file.transfers.map((transfer) => `${record(file, transfer)}\r\n`).join('');
}

// Windows-1250 bytes of the Polish letters; everything else left in the text is ASCII (safeText).
const CP1250: Record<string, number> = {
  ą: 0xb9,
  ć: 0xe6,
  ę: 0xea,
  ł: 0xb3,
  ń: 0xf1,
  ó: 0xf3,
  ś: 0x9c,
  ź: 0x9f,
  ż: 0xbf,
  Ą: 0xa5,
  Ć: 0xc6,
  Ę: 0xca,
  Ł: 0xa3,
  Ń: 0xd1,
  Ó: 0xd3,
  Ś: 0x8c,
  Ź: 0x8f,
  Ż: 0xaf,
};

/** The text as Windows-1250 bytes, the encoding Polish banks' importers expect. */
export function windows1250(text: string): Buffer {
  const bytes = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 0x80) return code;
    const mapped = CP1250[char];
    if (mapped === undefined) throw new Error(`no Windows-1250 byte for ${JSON.stringify(char)}`);
    return mapped;
  });
  return Buffer.from(bytes);
}
