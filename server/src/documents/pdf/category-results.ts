import type { PrintLanguagePack } from '../print-language.js';
import { PdfWriter } from './pdf-writer.js';

export interface CategoryResultsData {
  tournament: string;
  category: string;
  ratingMode: string;
  /** The criteria of the rating mode, in order, by their printed names. */
  criteria: string[];
  rows: {
    place: number;
    name: string;
    club: string;
    fights: number;
    wins: number;
    losses: number;
    draws: number;
    pointsFor: number;
    pointsAgainst: number;
    /** Why the fighter stands above the next one: the deciding criterion and both values. */
    why: string;
  }[];
}

/** A category's results on paper (spec §7 print): every fighter by place, with figures and why each place. */
export function categoryResultsPdf(
  data: CategoryResultsData,
  lang: PrintLanguagePack,
  printedAt: Date,
): Promise<Buffer> {
  const l = lang.labels;
  const pdf = new PdfWriter(
    {
      kind: l.categoryResults,
      title: data.tournament,
      lines: [
        `${l.category}: ${data.category}`,
        `${l.ratingMode}: ${data.ratingMode} — ${l.orderedBy}: ${data.criteria.join(', ')}`,
      ],
      footer: `${l.printed} ${lang.date(printedAt)}`,
    },
    'landscape',
  );
  if (data.rows.length === 0) pdf.note(l.noFighters);
  else {
    const figure = 34;
    const rest = pdf.width - 40 - 6 * figure - 12;
    pdf.table(
      [
        { header: l.place, width: 40, align: 'center' },
        { header: l.fighter, width: rest * 0.3 },
        { header: l.club, width: rest * 0.22 },
        { header: l.fights, width: figure + 12, align: 'center' },
        { header: l.wins, width: figure, align: 'center' },
        { header: l.losses, width: figure, align: 'center' },
        { header: l.draws, width: figure, align: 'center' },
        { header: l.hitsFor, width: figure, align: 'center' },
        { header: l.hitsAgainst, width: figure, align: 'center' },
        { header: l.why, width: rest * 0.48 },
      ],
      data.rows.map((r) => [
        String(r.place),
        r.name,
        r.club,
        String(r.fights),
        String(r.wins),
        String(r.losses),
        String(r.draws),
        String(r.pointsFor),
        String(r.pointsAgainst),
        r.why,
      ]),
    );
    pdf.note(l.legend);
  }
  return pdf.finish(l.page);
}
