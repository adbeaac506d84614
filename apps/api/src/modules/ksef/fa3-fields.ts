import { XmlDocument, XmlParseError } from 'libxml2-wasm';

// The few fields of an FA(3) invoice the queue needs from the XML itself: the issue date (P_1) and the seller's NIP
// (Podmiot1), which the verification link is made of, and the number (P_2), which KSeF's duplicate rule and the
// admin's list use. Read with XPath in the schema's namespace, so a look-alike element elsewhere never counts.

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

export interface Fa3Fields {
  issueDate: string | null;
  number: string | null;
  sellerNip: string | null;
}

/** The fields, or null when the text is not well-formed XML. */
export function fa3Fields(xml: string): Fa3Fields | null {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    if (error instanceof XmlParseError) return null;
    throw error;
  }
  try {
    const text = (xpath: string) => doc.get(xpath, { fa: FA3_NAMESPACE })?.content.trim() ?? null;
    return {
      issueDate: text('/fa:Faktura/fa:Fa/fa:P_1'),
      number: text('/fa:Faktura/fa:Fa/fa:P_2'),
      sellerNip: text('/fa:Faktura/fa:Podmiot1/fa:DaneIdentyfikacyjne/fa:NIP'),
    };
  } finally {
    doc.dispose();
  }
}
