import type { PrintLanguagePack } from '../print-language.js';
import { PdfWriter } from './pdf-writer.js';

export interface PoolSheetData {
  tournament: string;
  category: string;
  stage: string;
  pool: string;
  fighters: { name: string; club: string }[];
  /** In bout order; positions are 1-based places on the sheet. */
  bouts: { position1: number | null; position2: number | null; name1: string; name2: string; ring: string }[];
}

/**
 * The paper backup of a pool (spec §7 print): the fighters with an empty score grid (row fighter against column
 * fighter, the diagonal greyed) and columns for wins, losses, draws, hits and place; then the bouts in their order
 * with empty score boxes, and lines for the judge's and secretary's signatures.
 */
export function poolSheetPdf(data: PoolSheetData, lang: PrintLanguagePack, printedAt: Date): Promise<Buffer> {
  const l = lang.labels;
  const pdf = new PdfWriter(
    {
      kind: l.poolSheet,
      title: data.tournament,
      lines: [`${l.category}: ${data.category}`, `${data.stage} · ${data.pool}`],
      footer: `${l.printed} ${lang.date(printedAt)}`,
    },
    'landscape',
  );
  const n = data.fighters.length;
  pdf.section(l.fighters);
  if (n === 0) pdf.note(l.noFighters);
  else {
    const figures = [l.wins, l.losses, l.draws, l.hitsFor, l.hitsAgainst, l.place];
    const cell = 34;
    // The place column is wider: "Place" / "Место" in bold.
    const fixed = 24 + n * cell + figures.length * cell + 12;
    const rest = Math.max(160, pdf.width - fixed);
    pdf.table(
      [
        { header: '#', width: 24, align: 'center' },
        { header: l.fighter, width: rest * 0.6 },
        { header: l.club, width: rest * 0.4 },
        ...data.fighters.map((_, i) => ({ header: String(i + 1), width: cell, align: 'center' as const })),
        ...figures.map((header, i) => ({
          header,
          width: i === figures.length - 1 ? cell + 12 : cell,
          align: 'center' as const,
        })),
      ],
      data.fighters.map((f, i) => [
        String(i + 1),
        f.name,
        f.club,
        ...data.fighters.map(() => ''),
        ...figures.map(() => ''),
      ]),
      { shade: (row, col) => col === row + 3 },
    );
    pdf.note(l.legend);
  }

  pdf.section(l.boutOrder);
  if (data.bouts.length === 0) pdf.note(l.noFights);
  else {
    const names = (pdf.width - 28 - 2 * 50 - 120) / 2;
    const side = (position: number | null, name: string) =>
      `${position === null ? '' : `${position}. `}${name || l.tbd}`;
    pdf.table(
      [
        { header: '#', width: 28, align: 'center' },
        { header: l.fighter1, width: names },
        { header: l.score, width: 50, align: 'center' },
        { header: l.score, width: 50, align: 'center' },
        { header: l.fighter2, width: names },
        { header: l.ring, width: 120 },
      ],
      data.bouts.map((b, i) => [
        String(i + 1),
        side(b.position1, b.name1),
        '',
        '',
        side(b.position2, b.name2),
        b.ring,
      ]),
    );
  }
  pdf.signatures([l.judge, l.secretary], l.signature);
  return pdf.finish(l.page);
}
