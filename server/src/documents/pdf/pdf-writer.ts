import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';

/**
 * A4 print-outs drawn with PDFKit. The built-in PDF fonts have no Cyrillic, so DejaVu Sans (from the npm package
 * dejavu-fonts-ttf, never a system path: a fresh machine has none) is embedded — subset to the glyphs used — and
 * covers Cyrillic and accented Latin names alike ("Ёлкин Иван", "Łukasz Żółć").
 */

const require = createRequire(import.meta.url);
/**
 * PDFKit is loaded at the first print-out, not at start: it takes a noticeable part of the server's start (and of
 * every server test file's), and most processes never print.
 */
let PDFDocument: typeof PDFKitDocument | undefined;
let fonts: { regular: Buffer; bold: Buffer } | null = null;

function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface PageHeading {
  /** The document's kind: "Pool sheet". */
  kind: string;
  /** The big line: the tournament's title. */
  title: string;
  /** Smaller lines under it: category, stage, pool. */
  lines: string[];
  /** Bottom-of-page line: "Printed 3 May 2026". */
  footer: string;
}

const MARGIN = 36;
const ROW = 18;
const FONT_SIZE = 9;

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  y = MARGIN;

  /** A writer with its first page headed; loads PDFKit on first use. */
  static async open(heading: PageHeading, layout: 'portrait' | 'landscape' = 'portrait'): Promise<PdfWriter> {
    PDFDocument ??= (await import('pdfkit')).default;
    return new PdfWriter(PDFDocument, heading, layout);
  }

  private constructor(
    Document: typeof PDFKitDocument,
    private readonly heading: PageHeading,
    layout: 'portrait' | 'landscape',
  ) {
    const { regular, bold } = loadFonts();
    this.doc = new Document({
      size: 'A4',
      layout,
      margin: MARGIN,
      bufferPages: true,
      info: { Title: `${heading.kind}: ${heading.title}`, Creator: 'HEMA tournaments' },
    });
    this.doc.registerFont('body', regular);
    this.doc.registerFont('bold', bold);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.drawHeading();
  }

  get left(): number {
    return MARGIN;
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  get bottom(): number {
    return this.doc.page.height - MARGIN - 16;
  }

  /** The text cut to `width` with an ellipsis, so a long name never runs into the next cell. */
  fit(text: string, width: number): string {
    if (this.doc.widthOfString(text) <= width) return text;
    let cut = text;
    while (cut.length > 1 && this.doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  text(
    text: string,
    x: number,
    y: number,
    width: number,
    options: { bold?: boolean; size?: number; align?: Column['align']; color?: string } = {},
  ): void {
    this.doc
      .font(options.bold ? 'bold' : 'body')
      .fontSize(options.size ?? FONT_SIZE)
      .fillColor(options.color ?? '#000');
    this.doc.text(this.fit(text, width), x, y, { width, align: options.align ?? 'left', lineBreak: false });
  }

  /** A section title; starts a new page when less than `keep` points are left under it. */
  section(title: string, keep = 3 * ROW): void {
    this.ensure(keep + 22);
    this.y += 6;
    this.text(title, MARGIN, this.y, this.width, { bold: true, size: 12 });
    this.y += 20;
  }

  note(text: string): void {
    this.ensure(ROW);
    this.text(text, MARGIN, this.y, this.width, { color: '#555' });
    this.y += ROW;
  }

  /** A table with a bold header row, repeated on each new page; `shade` marks cells drawn grey (a pool's diagonal). */
  table(
    columns: Column[],
    rows: string[][],
    options: { shade?: (row: number, col: number) => boolean } = {},
  ) {
    const header = () => {
      let x = MARGIN;
      for (const column of columns) {
        this.text(column.header, x + 3, this.y + 5, column.width - 6, { bold: true, align: column.align });
        x += column.width;
      }
      this.doc
        .moveTo(MARGIN, this.y + ROW)
        .lineTo(MARGIN + total, this.y + ROW)
        .lineWidth(1)
        .strokeColor('#000')
        .stroke();
      this.y += ROW;
    };
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    this.ensure(2 * ROW);
    header();
    rows.forEach((row, r) => {
      if (this.y + ROW > this.bottom) {
        this.newPage();
        header();
      }
      let x = MARGIN;
      columns.forEach((column, c) => {
        if (options.shade?.(r, c)) this.doc.rect(x, this.y, column.width, ROW).fill('#bbb');
        this.doc.rect(x, this.y, column.width, ROW).lineWidth(0.5).strokeColor('#444').stroke();
        this.text(row[c] ?? '', x + 3, this.y + 5, column.width - 6, { align: column.align });
        x += column.width;
      });
      this.y += ROW;
    });
    this.y += 8;
  }

  /** Lines for handwriting: "Judge ____ signature". */
  signatures(names: string[], hint: string): void {
    this.ensure(40);
    this.y += 18;
    const each = this.width / names.length;
    names.forEach((name, i) => {
      const x = MARGIN + i * each;
      this.text(name, x, this.y, 80, { bold: true });
      this.doc
        .moveTo(x + 80, this.y + 10)
        .lineTo(x + each - 20, this.y + 10)
        .lineWidth(0.5)
        .strokeColor('#000')
        .stroke();
      this.text(hint, x + 80, this.y + 13, each - 100, { size: 7, color: '#777', align: 'center' });
    });
    this.y += 30;
  }

  ensure(space: number): void {
    if (this.y + space > this.bottom) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.drawHeading();
  }

  /** Draws the page numbers and the footer on every page, ends the document and answers its bytes. */
  async finish(pageLabel: string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const y = this.doc.page.height - MARGIN - 8;
      // Drawing below the bottom margin would make PDFKit open a page: lift the margin while writing the footer.
      this.doc.page.margins.bottom = 0;
      this.text(this.heading.footer, MARGIN, y, this.width / 2, { size: 7, color: '#777' });
      this.text(`${pageLabel} ${i + 1} / ${range.count}`, MARGIN + this.width / 2, y, this.width / 2, {
        size: 7,
        color: '#777',
        align: 'right',
      });
    }
    this.doc.end();
    return this.done;
  }

  private drawHeading(): void {
    this.y = MARGIN;
    this.text(this.heading.kind.toUpperCase(), MARGIN, this.y, this.width, { size: 8, color: '#666' });
    this.y += 12;
    this.text(this.heading.title, MARGIN, this.y, this.width, { bold: true, size: 15 });
    this.y += 20;
    for (const line of this.heading.lines.filter(Boolean)) {
      this.text(line, MARGIN, this.y, this.width, { size: 10 });
      this.y += 14;
    }
    this.doc
      .moveTo(MARGIN, this.y + 2)
      .lineTo(MARGIN + this.width, this.y + 2)
      .lineWidth(1)
      .strokeColor('#000')
      .stroke();
    this.y += 10;
  }
}
