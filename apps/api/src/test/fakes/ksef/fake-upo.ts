// The UPO ("urzędowe poświadczenie odbioru") the fake issues for an accepted invoice, in the shape of the
// ministry's example (ksef-docs, faktury/upo/przyklady, namespace http://upo.schematy.mf.gov.pl/KSeF/v4-2). The
// real one is signed (XAdES) by the ministry; this one is not, and says whose it is.

export interface UpoDocument {
  sessionReference: string;
  contextNip: string;
  authenticationHash: string;
  sellerNip: string;
  ksefNumber: string;
  invoiceNumber: string;
  issueDate: string;
  sentAt: Date;
  numberedAt: Date;
  invoiceHash: string;
  mode: 'Online' | 'Offline';
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const document = (d: UpoDocument) => `	<Dokument>
		<NipSprzedawcy>${d.sellerNip}</NipSprzedawcy>
		<NumerKSeFDokumentu>${d.ksefNumber}</NumerKSeFDokumentu>
		<NumerFaktury>${escape(d.invoiceNumber)}</NumerFaktury>
		<DataWystawieniaFaktury>${d.issueDate}</DataWystawieniaFaktury>
		<DataPrzeslaniaDokumentu>${d.sentAt.toISOString()}</DataPrzeslaniaDokumentu>
		<DataNadaniaNumeruKSeF>${d.numberedAt.toISOString()}</DataNadaniaNumeruKSeF>
		<SkrotDokumentu>${d.invoiceHash}</SkrotDokumentu>
		<TrybWysylki>${d.mode}</TrybWysylki>
	</Dokument>
`;

/** The UPO of one invoice, or (several documents) of a closed session. */
export function upoXml(documents: readonly UpoDocument[]): string {
  const [first] = documents;
  if (!first) throw new Error('a UPO needs a document');
  return `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-2">
	<NazwaPodmiotuPrzyjmujacego>Atrapa KSeF do testów Parkshare (nie Ministerstwo Finansów)</NazwaPodmiotuPrzyjmujacego>
	<NumerReferencyjnySesji>${first.sessionReference}</NumerReferencyjnySesji>
	<Uwierzytelnienie>
		<IdKontekstu>
			<Nip>${first.contextNip}</Nip>
		</IdKontekstu>
		<SkrotDokumentuUwierzytelniajacego>${first.authenticationHash}</SkrotDokumentuUwierzytelniajacego>
	</Uwierzytelnienie>
	<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
	<KodFormularza>FA (3)</KodFormularza>
${documents.map(document).join('')}</Potwierdzenie>
`;
}
