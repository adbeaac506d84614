import QRCode from 'qrcode';

// The KSeF verification code ("KOD I") drawn as vector squares: no image, no randomness, so the PDF's bytes depend
// only on the link. The qrcode package computes the matrix; pdfkit fills one path with every dark module.

/** Draws `text` as a QR code with its top-left corner at (x, y), `size` points wide (quiet zone included). */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + 8; // four modules of quiet zone on each side
  const cell = size / count;
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}
