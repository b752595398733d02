import type { PrintLanguagePack } from '../print-language.js';
import { PdfWriter } from './pdf-writer.js';

export interface CategoryResultsData {
  tournament: string;
  category: string;
  /** How the places were found: the rating mode and its criteria, or the category's final places. */
  orderedBy: string;
  rows: {
    /** Null while undecided. */
    place: number | null;
    name: string;
    club: string;
    fights: number;
    wins: number;
    losses: number;
    draws: number;
    pointsFor: number;
    pointsAgainst: number;
    /** The medal, then why the fighter stands where they do: the deciding criterion, or the bracket's reason. */
    why: string;
  }[];
}

/** A category's results on paper (spec §7 print): every fighter by place, with figures and why each place. */
export async function categoryResultsPdf(
  data: CategoryResultsData,
  lang: PrintLanguagePack,
  printedAt: Date,
): Promise<Buffer> {
  const l = lang.labels;
  const pdf = await PdfWriter.open(
    {
      kind: l.categoryResults,
      title: data.tournament,
      lines: [`${l.category}: ${data.category}`, data.orderedBy],
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
        r.place === null ? '—' : String(r.place),
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
