import type { PrintLanguagePack } from '../print-language.js';
import { PdfWriter } from './pdf-writer.js';

export interface RingScheduleData {
  tournament: string;
  ring: string;
  fights: {
    category: string;
    /** "Pools 1 · Pool 2". */
    where: string;
    name1: string;
    name2: string;
    status: string;
    /** "3 : 2" once fought. */
    score: string;
  }[];
}

/** A ring's queue on paper (spec §7 print): its fights in the order they are fought, with what is known of each. */
export async function ringSchedulePdf(
  data: RingScheduleData,
  lang: PrintLanguagePack,
  printedAt: Date,
): Promise<Buffer> {
  const l = lang.labels;
  const pdf = await PdfWriter.open(
    {
      kind: l.ringSchedule,
      title: data.tournament,
      lines: [data.ring],
      footer: `${l.printed} ${lang.date(printedAt)}`,
    },
    'landscape',
  );
  if (data.fights.length === 0) pdf.note(l.noFights);
  else {
    const rest = pdf.width - 28 - 50 - 80;
    pdf.table(
      [
        { header: '#', width: 28, align: 'center' },
        { header: l.category, width: rest * 0.17 },
        { header: l.stage, width: rest * 0.23 },
        { header: l.fighter1, width: rest * 0.3 },
        { header: l.score, width: 50, align: 'center' },
        { header: l.fighter2, width: rest * 0.3 },
        { header: l.status, width: 80 },
      ],
      data.fights.map((f, i) => [
        String(i + 1),
        f.category,
        f.where,
        f.name1 || l.tbd,
        f.score,
        f.name2 || l.tbd,
        f.status,
      ]),
    );
  }
  return pdf.finish(l.page);
}
