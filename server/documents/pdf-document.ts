import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { Locale as DateLocale } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import { kn } from 'date-fns/locale/kn';
import type { BillSupplier } from '../../shared/bills';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import type { Locale } from '../../shared/i18n/locale';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pdfFonts, scriptOf, type PdfFontName } from './pdf-fonts';

/**
 * What bills and receipts share: an A4 page with PDFKit, the supplier's block, labelled fields,
 * rows of amounts, the signatory line. Every text picks its font by its script, so a name in
 * Kannada prints on an English bill too. PDFKit is imported on the first document (`PdfPage.open`),
 * so a process that prints none never holds it.
 */

const DATE_LOCALES: Record<Locale, DateLocale | undefined> = { en: undefined, kn, hi };
const inProvider = tz(PROVIDER_TIME_ZONE);

/** "28 Nov 2026" (Bengaluru's day), in the document's language. */
export function documentDate(at: Date, locale: Locale): string {
  return format(at, 'd MMM yyyy', { in: inProvider, locale: DATE_LOCALES[locale] });
}

export const PAGE = { left: 50, right: 545, width: 495 } as const;

export class PdfPage {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  static async open(locale: Locale, info: { title: string; createdAt: Date }): Promise<PdfPage> {
    const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), pdfFonts()]);
    // The creation date is the document's own (its issue), so the same bill prints the same bytes.
    const doc = new PDFDocument({ size: 'A4', margin: PAGE.left, info: { Title: info.title, CreationDate: info.createdAt, ModDate: info.createdAt } });
    // A parsed font (fontkit's): PDFKit's types name only paths and bytes, its code takes either.
    for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, font as unknown as Buffer);
    return new PdfPage(locale, doc);
  }

  private constructor(
    readonly locale: Locale,
    doc: PDFKit.PDFDocument,
  ) {
    this.doc = doc;
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Selects the font for `text` and the size; returns the doc for chaining. */
  font(text: string, size: number, weight: 'regular' | 'bold' = 'regular'): PDFKit.PDFDocument {
    return this.doc.font(`${scriptOf(text, this.locale)}-${weight}` satisfies PdfFontName).fontSize(size);
  }

  text(text: string, options: { size?: number; bold?: boolean; x?: number; y?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}): void {
    this.font(text, options.size ?? 10, options.bold ? 'bold' : 'regular').fillColor(options.color ?? '#1a1b1e');
    // Always from a given x: PDFKit's own cursor stays where the last column's text left it.
    this.doc.text(text, options.x ?? PAGE.left, options.y ?? this.doc.y, { width: options.width ?? PAGE.width, align: options.align });
  }

  /** The supplier's block: legal name, address, GSTIN (or that it has none). */
  supplier(supplier: BillSupplier): void {
    this.text(supplier.legalName, { size: 15, bold: true });
    this.text(supplier.address, { size: 9, color: '#444' });
    this.text(`GSTIN: ${supplier.gstin ?? m.bill_not_registered({}, { locale: this.locale })}`, { size: 9, color: '#444' });
    this.doc.moveDown(0.8);
  }

  /** The title, with the English one beside it in Kannada and Hindi (insurers read English). */
  title(inLanguage: string, inEnglish: string): void {
    this.text(this.locale === 'en' ? inLanguage : `${inLanguage} (${inEnglish})`, { size: 17, bold: true });
    this.doc.moveDown(0.4);
  }

  /** "Label: value" lines, the labels in grey. */
  fields(rows: [label: string, value: string][]): void {
    for (const [label, value] of rows) {
      const y = this.doc.y;
      this.text(label, { size: 10, x: PAGE.left, y, width: 150, color: '#555' });
      const afterLabel = this.doc.y;
      this.text(value, { size: 10, x: PAGE.left + 155, y, width: PAGE.width - 155 });
      this.doc.y = Math.max(afterLabel, this.doc.y);
    }
    this.doc.moveDown(0.6);
  }

  /** A row of the amounts' table: text on the left (and a middle column), the amount on the right. */
  row(label: string, amount: string, options: { middle?: string; bold?: boolean; indent?: number; size?: number } = {}): void {
    const y = this.doc.y;
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    this.text(label, { size, bold: options.bold, x: PAGE.left + indent, y, width: 330 - indent });
    const afterLabel = this.doc.y;
    if (options.middle) this.text(options.middle, { size, bold: options.bold, x: PAGE.left + 340, y, width: 60 });
    this.text(amount, { size, bold: options.bold, x: PAGE.left + 400, y, width: 95, align: 'right' });
    this.doc.y = Math.max(afterLabel, this.doc.y) + 2;
  }

  rule(): void {
    this.doc.moveTo(PAGE.left, this.doc.y).lineTo(PAGE.right, this.doc.y).lineWidth(0.5).strokeColor('#999').stroke();
    this.doc.moveDown(0.3);
  }

  /** Across the page, large and red: a cancelled bill still prints, marked. */
  stamp(text: string): void {
    const y = this.doc.y;
    this.text(text, { size: 28, bold: true, color: '#c92a2a', x: PAGE.left, y: 60, align: 'right' });
    this.doc.y = y;
  }

  signatory(legalName: string, issuedBy: string | null): void {
    this.doc.moveDown(2);
    this.text(m.bill_signatory({ name: legalName }, { locale: this.locale }), { size: 10, align: 'right' });
    if (issuedBy) this.text(m.bill_issued_by({ name: issuedBy }, { locale: this.locale }), { size: 9, align: 'right', color: '#555' });
  }

  end(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
