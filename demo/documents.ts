// The demo data's documents, written from code like its pictures (pictures.ts):
// a one-page PDF receipt for each receipt that has a file. Each is decided by
// its receipt alone (and the days seeding moves the data by), so every seed
// of a day writes the same ones. Stored through the same file store as uploads.
import type { Db } from '../server/db';
import { databaseFileStore } from '../server/fileStore';
import { movedBy } from '../server/seed';
import { COMPANY_PROFILES } from './data/companies';
import { RECEIPT_DOCUMENTS, type ReceiptDocument } from './data/receipts';

/** Widths (1/1000 em) of the Helvetica glyphs a centred line uses; others count as an average. */
const HELVETICA: Record<string, number> = { ' ': 278, '-': 333, ',': 278, '.': 278 };
for (const digit of '0123456789') HELVETICA[digit] = 556;
const HELVETICA_BOLD: Record<string, number> = { A: 722, D: 722, I: 278, P: 667 };
const widthOf = (text: string, size: number, bold = false) =>
  ([...text].reduce((sum, ch) => sum + ((bold ? HELVETICA_BOLD : HELVETICA)[ch] ?? 600), 0) * size) / 1000;

/** A string of a PDF content stream: Latin letters only (the standard fonts), with ( ) \ escaped. */
const pdfString = (text: string) =>
  `(${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[()\\]/g, (ch) => `\\${ch}`)})`;

type Rgb = readonly [number, number, number];
const rgb = (color: Rgb) => color.map((c) => (c / 255).toFixed(3)).join(' ');

/** A page's drawing operators (PDF user space: points, origin at the bottom left). */
class Page {
  readonly ops: string[] = [];

  text(x: number, y: number, text: string, size: number, options: { bold?: boolean; color?: Rgb } = {}) {
    this.ops.push(
      `BT /${options.bold ? 'F2' : 'F1'} ${size} Tf ${rgb(options.color ?? INK)} rg ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfString(text)} Tj ET`,
    );
  }

  rect(x: number, y: number, w: number, h: number, fill: Rgb) {
    this.ops.push(`${rgb(fill)} rg ${x} ${y} ${w} ${h} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, color: Rgb, width = 0.8) {
    this.ops.push(`${rgb(color)} RG ${width} w ${x1} ${y1} m ${x2} ${y2} l S`);
  }

  /** A circle's outline, as four Bézier arcs. */
  circle(cx: number, cy: number, r: number, color: Rgb, width: number) {
    const k = 0.5523 * r;
    const f = (n: number) => n.toFixed(1);
    this.ops.push(
      `${rgb(color)} RG ${width} w ${f(cx + r)} ${f(cy)} m ` +
        `${f(cx + r)} ${f(cy + k)} ${f(cx + k)} ${f(cy + r)} ${f(cx)} ${f(cy + r)} c ` +
        `${f(cx - k)} ${f(cy + r)} ${f(cx - r)} ${f(cy + k)} ${f(cx - r)} ${f(cy)} c ` +
        `${f(cx - r)} ${f(cy - k)} ${f(cx - k)} ${f(cy - r)} ${f(cx)} ${f(cy - r)} c ` +
        `${f(cx + k)} ${f(cy - r)} ${f(cx + r)} ${f(cy - k)} ${f(cx + r)} ${f(cy)} c S`,
    );
  }
}

/** A one-page PDF of `width` × `height` points with Helvetica (F1) and Helvetica-Bold (F2). */
function pdf(page: Page, width: number, height: number, title: string): Buffer {
  const content = page.ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Marketplace Admin demo data) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const INK: Rgb = [33, 37, 41];
const MUTED: Rgb = [108, 117, 125];
const RULE: Rgb = [206, 212, 218];
const BAND: Rgb = [232, 240, 254];
const ACCENT: Rgb = [26, 115, 232];
const STAMP: Rgb = [200, 35, 51];

const PURPOSES: Record<ReceiptDocument['purpose'], string> = {
  job_posting: 'Job posting fee',
  subscription: 'Subscription plan',
  translation: 'Translation service',
  placement_fee: 'Placement fee',
};

function money(amount: number, currency: ReceiptDocument['currency']): string {
  const digits = currency === 'USD' ? 2 : 0;
  return `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** A receipt's file: an A5 landscape page with what the record says, its days moved by `days`. */
export function drawReceipt(receipt: ReceiptDocument, days = 0): Buffer {
  const [width, height] = [595, 420];
  const page = new Page();
  const company = COMPANY_PROFILES[receipt.company];
  const issued = movedBy(receipt.issued_on, days);
  const paid = movedBy(receipt.paid_on, days);

  page.rect(0, height - 84, width, 84, BAND);
  page.text(40, height - 56, 'RECEIPT', 28, { bold: true, color: ACCENT });
  page.text(360, height - 40, `No. ${receipt.number}`, 11, { bold: true });
  page.text(360, height - 58, `Date of issue: ${issued}`, 10);

  page.text(40, 296, 'Received from', 9, { color: MUTED });
  page.text(40, 276, company?.name_en ?? `Company ${receipt.company + 1}`, 15, { bold: true });
  if (company) page.text(40, 260, company.address[1], 9, { color: MUTED });
  page.line(40, 250, width - 40, 250, RULE);

  page.rect(40, 168, 300, 62, BAND);
  page.text(52, 212, 'Amount', 9, { color: MUTED });
  page.text(52, 182, money(receipt.amount, receipt.currency), 22, { bold: true });
  if (receipt.currency === 'JPY') page.text(250, 182, '(tax included)', 9, { color: MUTED });
  page.text(360, 212, 'For', 9, { color: MUTED });
  page.text(360, 194, PURPOSES[receipt.purpose], 12, { bold: true });
  page.text(360, 176, `Paid on ${paid} by bank transfer`, 9);

  page.line(40, 120, 300, 120, RULE);
  page.text(40, 104, 'Marketplace Admin Co., Ltd.', 10, { bold: true });
  page.text(40, 90, 'Operator of the marketplace', 9, { color: MUTED });

  // A round "paid" stamp, with the day it was paid.
  const [cx, cy] = [470, 100];
  page.circle(cx, cy, 40, STAMP, 2.2);
  page.circle(cx, cy, 34, STAMP, 0.8);
  page.text(cx - widthOf('PAID', 18, true) / 2, cy + 2, 'PAID', 18, { bold: true, color: STAMP });
  page.text(cx - widthOf(paid, 8) / 2, cy - 14, paid, 8, { color: STAMP });

  page.text(40, 30, 'Demo data: drawn by the server when it seeded the demo records.', 7, { color: MUTED });
  return pdf(page, width, height, `Receipt ${receipt.number}`);
}

/** Every demo receipt's file with its stored id and name, its days moved by `days`. */
export function* demoDocuments(days = 0): Generator<{ id: string; name: string; data: Buffer }> {
  for (const receipt of RECEIPT_DOCUMENTS)
    yield { id: receipt.id, name: receipt.name, data: drawReceipt(receipt, days) };
}

/** Writes and stores every demo document (data/receipts.ts) under its fixed id; returns how many. */
export async function storeDemoDocuments(db: Db, days = 0): Promise<number> {
  const store = databaseFileStore(db);
  let stored = 0;
  for (const { id, name, data } of demoDocuments(days)) {
    await store.put({ id, name, mime: 'application/pdf', size: data.length, createdBy: null }, data);
    stored += 1;
  }
  return stored;
}
