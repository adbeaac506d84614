import { XmlDocument, XmlParseError } from 'libxml2-wasm';

// The UPO ("urzędowe poświadczenie odbioru"), KSeF's receipt of an invoice: XML that names the invoice by its KSeF
// number and carries the SHA-256 of the document KSeF holds (SkrotDokumentu, base64). Read by local name, so the
// receipt's schema version (its namespace) does not matter.

/** The document hashes a UPO confirms, by KSeF number; empty when the text is not XML. */
export function upoDocuments(upo: string): Map<string, string> {
  const documents = new Map<string, string>();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(upo);
  } catch (error) {
    if (error instanceof XmlParseError) return documents;
    throw error;
  }
  try {
    for (const node of doc.find("//*[local-name()='Dokument']")) {
      const number = node.get("*[local-name()='NumerKSeFDokumentu']")?.content.trim();
      const hash = node.get("*[local-name()='SkrotDokumentu']")?.content.trim();
      if (number && hash) documents.set(number, hash);
    }
  } finally {
    doc.dispose();
  }
  return documents;
}
