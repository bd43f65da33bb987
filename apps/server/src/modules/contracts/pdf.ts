/**
 * The PDF of a signed contract (pdfkit). The font is embedded (DejaVu Sans, fonts/LICENSE.txt):
 * pdfkit's built-in fonts are Latin-1 only and a signer's name may not be.
 */
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

const FONT = readFileSync(new URL('./fonts/DejaVuSans.ttf', import.meta.url));
const FONT_BOLD = readFileSync(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url));

export interface SignedPdfInput {
  title: string;
  version: number;
  format: 'markdown' | 'text';
  document: string;
  documentSha256: string;
  typedName: string;
  signaturePng: Buffer | null;
  /** The signer's account id (not the e-mail: an anonymised account keeps its id, so the PDF re-renders identically). */
  signerId: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  requestId: string;
}

export class SignatureImageError extends Error {}

/** Markdown is shown lightly (headings, bullets, bold markers dropped); plain text as written. */
function writeBody(doc: PDFKit.PDFDocument, format: SignedPdfInput['format'], text: string) {
  for (const raw of text.split(/\r?\n/)) {
    if (format === 'markdown') {
      const heading = /^(#{1,6})\s+(.*)$/.exec(raw);
      const clean = (s: string) => s.replace(/\*\*(.+?)\*\*/g, '$1').replace(/__(.+?)__/g, '$1');
      if (heading) {
        const size = heading[1]!.length === 1 ? 16 : heading[1]!.length === 2 ? 14 : 12;
        doc.moveDown(0.4).font('bold').fontSize(size).text(clean(heading[2]!)).font('body').fontSize(10.5);
        continue;
      }
      const bullet = /^\s*[-*+]\s+(.*)$/.exec(raw);
      if (bullet) {
        doc.text(`•  ${clean(bullet[1]!)}`, { indent: 12 });
        continue;
      }
      doc.text(clean(raw) || ' ');
    } else {
      doc.text(raw || ' ');
    }
  }
}

export async function renderSignedPdf(input: SignedPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    // Dated by the signature, not the clock: the same record renders the same bytes (and SHA-256).
    info: {
      Title: input.title,
      Author: 'FundPath',
      Subject: `Signed by ${input.typedName}`,
      CreationDate: input.signedAt,
    },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(18).text(input.title);
  doc.font('body').fontSize(9).fillColor('#555555').text(`Version ${input.version}`).fillColor('black');
  doc.moveDown();
  doc.font('body').fontSize(10.5);
  writeBody(doc, input.format, input.document);

  doc.moveDown(2);
  doc.font('bold').fontSize(13).text('Signature');
  doc.font('body').fontSize(10.5);
  if (input.signaturePng) {
    try {
      doc.image(input.signaturePng, { fit: [240, 90] });
    } catch {
      doc.end();
      throw new SignatureImageError('The drawn signature could not be read');
    }
  } else {
    doc.font('bold').fontSize(16).text(input.typedName).font('body').fontSize(10.5);
    doc.fontSize(9).text('(typed signature)').fontSize(10.5);
  }
  doc.moveDown(0.5);
  const rows: Array<[string, string]> = [
    ['Signed by', input.typedName],
    ['Account', input.signerId],
    ['Signed at', input.signedAt.toISOString()],
    ['IP address', input.ip ?? 'unknown'],
    ['Browser', input.userAgent ?? 'unknown'],
    ['Document SHA-256', input.documentSha256],
    ['Request', input.requestId],
  ];
  doc.fontSize(9);
  for (const [k, v] of rows) doc.font('bold').text(`${k}: `, { continued: true }).font('body').text(v);
  doc.end();
  return done;
}
