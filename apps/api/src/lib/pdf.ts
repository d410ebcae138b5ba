import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * Small documents built on the server (docs/sales.md "Sample quotes", "The undertaking form"): A4 pages written top
 * to bottom — headings, paragraphs that wrap, label/value rows, rules and blanks to fill in by hand — with pdf-lib
 * (pure JavaScript, no download at install) and its built-in Helvetica, so nothing is fetched or embedded.
 *
 * The built-in fonts draw WinAnsi only: the naira sign is not in it, so amounts are written "NGN 1,234.00" (as
 * Nigerian banks print them), and any other character outside WinAnsi becomes "?" rather than failing the document.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.43);
const BRAND = rgb(0.02, 0.37, 0.27);
const LINE = rgb(0.75, 0.77, 0.8);

/** The characters WinAnsi adds to Latin-1's printable range (curly quotes, dashes, bullet, ellipsis, …). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const drawable = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/** A letter and its marks as drawn: each mark kept only if the letter with it is still drawable ("ọ́" -> "ó"). */
function cluster(base: string, marks: readonly string[]): string {
  let kept = base;
  for (const mark of marks) {
    const tried = (kept + mark).normalize('NFC');
    if ([...tried].length === 1 && drawable(tried)) kept = tried;
  }
  return drawable(kept) ? kept : '?';
}

/**
 * Text the built-in fonts can draw: ₦ as "NGN ", tabs and newlines as spaces, a letter keeping only the marks WinAnsi
 * has (Yoruba's "Ọlọ́run" is written "Olórun", "Ṣadé" "Sadé"), anything else "?".
 */
export function pdfText(text: string): string {
  const clusters: { base: string; marks: string[] }[] = [];
  for (const ch of text
    .replace(/₦\s?/g, 'NGN ')
    .replace(/[\t\r\n]+/g, ' ')
    .normalize('NFD')) {
    const last = clusters.at(-1);
    if (/\p{M}/u.test(ch)) last?.marks.push(ch);
    else clusters.push({ base: ch, marks: [] });
  }
  return clusters.map((c) => cluster(c.base, c.marks)).join('');
}

/** Naira for a document: "NGN 1,234,567.00" (kobo in, two decimals always). */
export function pdfNaira(kobo: number): string {
  const value = kobo / 100;
  return `NGN ${value.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  tone?: 'ink' | 'muted' | 'brand';
}

/** Writes down the page; a new page starts when the next item would not fit. */
export class PdfWriter {
  private page: PDFPage;
  private y: number;
  private readonly width = A4.width - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  private colour(style: TextStyle) {
    return style.tone === 'muted' ? MUTED : style.tone === 'brand' ? BRAND : INK;
  }

  /** Splits text into lines that fit `width` at the style's size. */
  private wrap(text: string, style: TextStyle, width = this.width): string[] {
    const font = this.font(style);
    const size = style.size ?? 10;
    const lines: string[] = [];
    let line = '';
    for (const word of pdfText(text)
      .split(' ')
      .flatMap((w) => this.breakWord(w, font, size, width))) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A word wider than the line (a long link, a name typed without spaces) in pieces that fit. */
  private breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
    if (font.widthOfTextAtSize(word, size) <= width) return [word];
    const pieces: string[] = [];
    let piece = '';
    for (const ch of word) {
      if (piece && font.widthOfTextAtSize(piece + ch, size) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += ch;
    }
    return piece ? [...pieces, piece] : pieces;
  }

  /** A paragraph, wrapped to the page's width. */
  text(text: string, style: TextStyle = {}): this {
    const size = style.size ?? 10;
    for (const line of this.wrap(text, style)) {
      this.ensure(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.font(style), color: this.colour(style) });
    }
    return this;
  }

  heading(text: string, size = 14): this {
    this.space(size * 0.4);
    return this.text(text, { size, bold: true });
  }

  space(points = 8): this {
    this.y -= points;
    return this;
  }

  rule(): this {
    this.ensure(10);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.6,
      color: LINE,
    });
    this.y -= 4;
    return this;
  }

  /** A label on the left and its value on the right (a figure, a date); the label wraps if long. */
  row(label: string, value: string, style: TextStyle = {}): this {
    const size = style.size ?? 10;
    const font = this.font(style);
    const shown = pdfText(value);
    const valueWidth = font.widthOfTextAtSize(shown, size);
    // A value too long to share the line (a long name) goes under its label instead.
    if (valueWidth > this.width * 0.6) return this.text(label, { ...style, bold: false }).text(value, style);
    const labels = this.wrap(label, { ...style, bold: false }, this.width - valueWidth - 16);
    this.ensure(size * 1.5 * labels.length);
    labels.forEach((line, i) => {
      this.y -= size * 1.5;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.regular, color: this.colour(style) });
      if (i === 0)
        this.page.drawText(shown, {
          x: MARGIN + this.width - valueWidth,
          y: this.y,
          size,
          font,
          color: this.colour(style),
        });
    });
    return this;
  }

  /** Blanks to fill in by hand, side by side on one line: each label, then a line to write on. */
  blank(...labels: string[]): this {
    const size = 10;
    const gap = 16;
    const each = (this.width - gap * (labels.length - 1)) / labels.length;
    this.ensure(size * 3);
    this.y -= size * 2.4;
    labels.forEach((label, i) => {
      const x = MARGIN + i * (each + gap);
      const shown = pdfText(label);
      this.page.drawText(shown, { x, y: this.y, size, font: this.regular, color: INK });
      this.page.drawLine({
        start: { x: x + this.regular.widthOfTextAtSize(shown, size) + 6, y: this.y - 2 },
        end: { x: x + each, y: this.y - 2 },
        thickness: 0.6,
        color: INK,
      });
    });
    return this;
  }

  /** A table: a bold header row, then rows; the first column left, the others right-aligned. */
  table(headers: readonly string[], rows: readonly (readonly string[])[], size = 9): this {
    const each = this.width / headers.length;
    const line = (cells: readonly string[], font: PDFFont) => {
      this.ensure(size * 1.7);
      this.y -= size * 1.7;
      cells.forEach((cell, i) => {
        const shown = pdfText(cell);
        const x = i === 0 ? MARGIN : MARGIN + (i + 1) * each - font.widthOfTextAtSize(shown, size);
        this.page.drawText(shown, { x, y: this.y, size, font, color: INK });
      });
    };
    line(headers, this.bold);
    for (const row of rows) line(row, this.regular);
    return this;
  }
}

export interface PdfMeta {
  title: string;
  subject: string;
  /** The moment the document is dated (the app's clock, so tests can fix it). */
  createdAt: Date;
}

/** Builds a document: `write` fills the pages. The title and subject are in the file's properties too. */
export async function buildPdf(meta: PdfMeta, write: (w: PdfWriter) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfText(meta.title));
  doc.setSubject(pdfText(meta.subject));
  doc.setAuthor('Imole');
  doc.setCreator('Imole');
  doc.setProducer('Imole');
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  write(new PdfWriter(doc, regular, bold));
  return doc.save();
}

/** "attachment" with a file name a phone keeps: letters, digits, dot, dash and underscore only. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]+/g, '-')}"`;
}

/** A calendar day 'YYYY-MM-DD' as "26 November 2026". */
export function pdfDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
