import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentContent } from './documentContent';

const PAGE_SIZE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 56;
const BRAND = rgb(0.043, 0.36, 0.678);
const INK = rgb(0.12, 0.14, 0.17);
const MUTED = rgb(0.38, 0.42, 0.47);

/**
 * The standard PDF fonts only cover WinAnsi; anything outside it (a Greek letter in a marker
 * name, say) is written with its closest plain form rather than failing the whole document.
 */
function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += plain !== char && plain.length > 0 ? encodable(font, plain) : '?';
    }
  }
  return out;
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** Writes lines top to bottom, starting a new page when one is full. */
class PdfWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
  }

  text(
    text: string,
    options: {
      size: number;
      bold?: boolean;
      color?: typeof INK;
      x?: number;
      width?: number;
      gap?: number;
    },
  ): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = options.x ?? MARGIN;
    const width = options.width ?? PAGE_SIZE[0] - MARGIN - x;
    const leading = options.size * 1.35;
    for (const line of wrap(font, options.size, encodable(font, text), width)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x,
        y: this.y,
        size: options.size,
        font,
        color: options.color ?? INK,
      });
    }
    this.y -= options.gap ?? 0;
  }

  row(label: string, value: string): void {
    const size = 10;
    const labelWidth = 170;
    const valueX = MARGIN + labelWidth;
    const valueLines = wrap(
      this.fonts.regular,
      size,
      encodable(this.fonts.regular, value),
      PAGE_SIZE[0] - MARGIN - valueX,
    );
    const leading = size * 1.4;
    this.ensure(leading * valueLines.length);
    const top = this.y;
    this.page.drawText(encodable(this.fonts.bold, label), {
      x: MARGIN,
      y: top - leading,
      size,
      font: this.fonts.bold,
      color: MUTED,
    });
    valueLines.forEach((line, index) => {
      this.page.drawText(line, {
        x: valueX,
        y: top - leading * (index + 1),
        size,
        font: this.fonts.regular,
        color: INK,
      });
    });
    this.y = top - leading * valueLines.length - 2;
  }

  space(points: number): void {
    this.y -= points;
  }
}

/**
 * A generated document as a real PDF (pdf-lib, standard fonts, no files on disk): the title in
 * the brand colour, then each section's table rows and paragraphs. The creation date is fixed by
 * the caller, so the same document always has the same bytes.
 */
export async function renderPdf(
  content: DocumentContent,
  meta: { author: string; created: Date },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setSubject(content.subtitle);
  pdf.setAuthor(meta.author);
  pdf.setProducer('Blockfront local CRM');
  pdf.setCreator('Blockfront local CRM');
  pdf.setCreationDate(meta.created);
  pdf.setModificationDate(meta.created);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new PdfWriter(pdf, fonts);
  writer.text(meta.author, { size: 10, bold: true, color: BRAND, gap: 10 });
  writer.text(content.title, { size: 20, bold: true, gap: 2 });
  writer.text(content.subtitle, { size: 11, color: MUTED, gap: 16 });
  for (const section of content.sections) {
    writer.text(section.heading, { size: 13, bold: true, color: BRAND, gap: 4 });
    for (const [label, value] of section.rows ?? []) writer.row(label, value);
    for (const paragraph of section.paragraphs ?? []) writer.text(paragraph, { size: 10, gap: 4 });
    writer.space(12);
  }
  return pdf.save({ useObjectStreams: false });
}
