import type { PrintLanguagePack } from '../print-language.js';
import { PdfWriter } from './pdf-writer.js';

export interface PrintedFight {
  name1: string;
  name2: string;
  score1: number;
  score2: number;
  /** "Won by Anna", "Draw", "Cancelled"; empty while not fought. */
  outcome: string;
  isBye: boolean;
  /** "Gold fight" / "Bronze fight" on a single elimination's finals; else empty. */
  label?: string;
}

export interface StageBracketData {
  tournament: string;
  category: string;
  stage: string;
  /** Brackets are drawn as columns of rounds; pools and swiss rounds as tables. */
  bracket: boolean;
  /** Pools or bracket columns in order; `floor` 0 upper, else lower (double elimination). */
  groups: { title: string; floor: number; round: number; side: number; fights: PrintedFight[] }[];
}

const BOX_W = 150;
const BOX_H = 26;
const GAP = 24;

/** The box of one bracket fight: both names with their scores, the winner in bold. */
function fightBox(pdf: PdfWriter, fight: PrintedFight, x: number, y: number, bye: string, tbd: string) {
  if (fight.label) pdf.text(fight.label, x, y - 10, BOX_W, { size: 7, bold: true });
  pdf.doc.rect(x, y, BOX_W, BOX_H).lineWidth(0.7).strokeColor('#333').stroke();
  pdf.doc
    .moveTo(x, y + BOX_H / 2)
    .lineTo(x + BOX_W, y + BOX_H / 2)
    .lineWidth(0.3)
    .stroke();
  const fought = fight.outcome !== '' && !fight.isBye;
  const rows: [string, number][] = [
    [fight.name1 || tbd, fight.score1],
    [fight.isBye ? bye : fight.name2 || tbd, fight.score2],
  ];
  rows.forEach(([name, score], i) => {
    const ahead = fought && score > rows[1 - i][1];
    const top = y + 3 + (i * BOX_H) / 2;
    pdf.text(name, x + 3, top, BOX_W - 30, { size: 8, bold: ahead });
    if (fought) pdf.text(String(score), x + BOX_W - 26, top, 23, { size: 8, bold: ahead, align: 'right' });
  });
}

type Columns = StageBracketData['groups'][];

/** Whether a floor's columns fit one page: every column's boxes down it, every column across it. */
function fits(pdf: PdfWriter, columns: Columns, top: number): boolean {
  const tallest = Math.max(...columns.map((c) => c.reduce((n, g) => n + g.fights.length, 0)));
  return tallest * (BOX_H + 6) <= pdf.bottom - top && columns.length * (BOX_W + GAP) - GAP <= pdf.width;
}

/**
 * One bracket floor as columns of rounds, boxes spread evenly down each column so every round sits between the
 * fights that feed it.
 */
function drawColumns(pdf: PdfWriter, columns: Columns, lang: PrintLanguagePack): void {
  const top = pdf.y + 16;
  const height = pdf.bottom - top;
  columns.forEach((groups, c) => {
    const x = pdf.left + c * (BOX_W + GAP);
    const titles = [...new Set(groups.map((g) => g.title))];
    pdf.text(titles.join(' / '), x, pdf.y, BOX_W, { bold: true });
    const fights = groups.flatMap((g) => g.fights);
    const slot = height / fights.length;
    fights.forEach((fight, i) =>
      fightBox(pdf, fight, x, top + i * slot + (slot - BOX_H) / 2, lang.labels.bye, lang.labels.tbd),
    );
  });
  pdf.y = pdf.bottom;
}

function drawLists(pdf: PdfWriter, groups: StageBracketData['groups'], lang: PrintLanguagePack) {
  const l = lang.labels;
  const names = (pdf.width - 28 - 60 - 180) / 2;
  for (const group of groups) {
    pdf.section(group.title);
    if (group.fights.length === 0) {
      pdf.note(l.noFights);
      continue;
    }
    pdf.table(
      [
        { header: '#', width: 28, align: 'center' },
        { header: l.fighter1, width: names },
        { header: l.score, width: 60, align: 'center' },
        { header: l.fighter2, width: names },
        { header: l.result, width: 180 },
      ],
      group.fights.map((f, i) => [
        String(i + 1),
        f.name1 || l.tbd,
        f.outcome && !f.isBye ? `${f.score1} : ${f.score2}` : '',
        f.isBye ? l.bye : f.name2 || l.tbd,
        [f.label, f.outcome].filter(Boolean).join(' · '),
      ]),
    );
  }
}

/** A stage on paper (spec §7 print): a bracket as columns of rounds, pools and swiss rounds as tables of fights. */
export async function stageBracketPdf(
  data: StageBracketData,
  lang: PrintLanguagePack,
  printedAt: Date,
): Promise<Buffer> {
  const l = lang.labels;
  const pdf = await PdfWriter.open(
    {
      kind: l.stageBracket,
      title: data.tournament,
      lines: [`${l.category}: ${data.category}`, data.stage],
      footer: `${l.printed} ${lang.date(printedAt)}`,
    },
    'landscape',
  );
  if (data.groups.length === 0) pdf.note(l.noFights);
  const floorOf = (g: { floor: number }) => (g.floor === 0 ? 0 : 1);
  const floors = [...new Set(data.groups.map(floorOf))].sort();
  const columnsOf = floors.map((floor) => {
    const groups = data.groups.filter((g) => floorOf(g) === floor);
    const rounds = [...new Set(groups.map((g) => g.round))].sort((a, b) => a - b);
    return rounds.map((round) => groups.filter((g) => g.round === round).sort((a, b) => a.side - b.side));
  });
  // Two floors each get a page with a section title above the columns.
  const top = pdf.y + 16 + (floors.length > 1 ? 26 : 0);
  if (data.bracket && data.groups.length > 0 && columnsOf.every((columns) => fits(pdf, columns, top))) {
    columnsOf.forEach((columns, i) => {
      if (i > 0) pdf.newPage();
      if (floors.length > 1) pdf.section(floors[i] === 0 ? l.upper : l.lower, 0);
      drawColumns(pdf, columns, lang);
    });
  } else drawLists(pdf, data.groups, lang);
  return pdf.finish(l.page);
}
