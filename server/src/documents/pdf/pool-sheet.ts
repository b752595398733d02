import type { PrintLabels, PrintLanguagePack } from '../print-language.js';
import { PdfWriter } from './pdf-writer.js';

export interface PoolSheetData {
  tournament: string;
  category: string;
  stage: string;
  pool: string;
  fighters: { name: string; club: string }[];
  /** In bout order; positions are 1-based places on the sheet. */
  bouts: PoolSheetBout[];
  /** A team pool: the sides above are teams; their line-ups and each match's relay bouts in order. */
  teams?: TeamPoolSheetData;
}

export interface PoolSheetBout {
  position1: number | null;
  position2: number | null;
  name1: string;
  name2: string;
  ring: string;
}

export interface TeamPoolSheetData {
  /** Per team, in sheet order: the fencers of the relay, then the reserves. */
  lineUps: { members: string[]; reserves: string[] }[];
  /** Per match, in bout order (the same as `bouts`): who meets whom in each relay bout, and its ending total. */
  relays: { fencer1: string; fencer2: string; endsAt: number | null }[][];
}

/**
 * The paper backup of a pool (spec §7 print): the fighters with an empty score grid (row fighter against column
 * fighter, the diagonal greyed) and columns for wins, losses, draws, hits and place; then the bouts in their order
 * with empty score boxes, and lines for the judge's and secretary's signatures.
 */
export async function poolSheetPdf(
  data: PoolSheetData,
  lang: PrintLanguagePack,
  printedAt: Date,
): Promise<Buffer> {
  const l = lang.labels;
  const pdf = await PdfWriter.open(
    {
      kind: l.poolSheet,
      title: data.tournament,
      lines: [`${l.category}: ${data.category}`, `${data.stage} · ${data.pool}`],
      footer: `${l.printed} ${lang.date(printedAt)}`,
    },
    'landscape',
  );
  const n = data.fighters.length;
  const teams = data.teams;
  pdf.section(teams ? l.teams : l.fighters);
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
        { header: teams ? l.team : l.fighter, width: rest * 0.6 },
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
  if (teams && n > 0) lineUpsTable(pdf, data, teams, l);

  pdf.section(teams ? l.matchOrder : l.boutOrder);
  if (data.bouts.length === 0) pdf.note(l.noFights);
  else {
    const names = (pdf.width - 28 - 2 * 50 - 120) / 2;
    const side = (position: number | null, name: string) =>
      `${position === null ? '' : `${position}. `}${name || l.tbd}`;
    pdf.table(
      [
        { header: '#', width: 28, align: 'center' },
        { header: teams ? l.team : l.fighter1, width: names },
        { header: l.score, width: 50, align: 'center' },
        { header: l.score, width: 50, align: 'center' },
        { header: teams ? l.team : l.fighter2, width: names },
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
  if (teams) relayTables(pdf, data, teams, l);
  pdf.signatures([l.judge, l.secretary], l.signature);
  return pdf.finish(l.page);
}

function lineUpsTable(pdf: PdfWriter, data: PoolSheetData, teams: TeamPoolSheetData, l: PrintLabels): void {
  pdf.section(l.lineUp);
  pdf.table(
    [
      { header: '#', width: 24, align: 'center' },
      { header: l.team, width: 200 },
      { header: l.lineUp, width: pdf.width - 224 },
    ],
    data.fighters.map((team, i) => {
      const lineUp = teams.lineUps[i] ?? { members: [], reserves: [] };
      const reserves = lineUp.reserves.map((name) => `${name} (${l.reserve})`);
      return [String(i + 1), team.name, [...lineUp.members, ...reserves].join(', ')];
    }),
  );
}

/** Each match's relay: its bouts in order, member against member, with empty bout and team score boxes. */
function relayTables(pdf: PdfWriter, data: PoolSheetData, teams: TeamPoolSheetData, l: PrintLabels): void {
  const fencer = (pdf.width - 28 - 2 * 50 - 2 * 80 - 50) / 2;
  data.bouts.forEach((match, m) => {
    const relay = teams.relays[m] ?? [];
    if (relay.length === 0) return;
    const name1 = match.name1 || l.tbd;
    const name2 = match.name2 || l.tbd;
    pdf.section(`${l.relayBouts} ${m + 1}: ${name1} – ${name2}`, (relay.length + 1) * 18 + 8);
    pdf.table(
      [
        { header: '#', width: 28, align: 'center' },
        { header: `${l.fencer1} (${name1})`, width: fencer },
        { header: l.score, width: 50, align: 'center' },
        { header: l.score, width: 50, align: 'center' },
        { header: `${l.fencer2} (${name2})`, width: fencer },
        { header: l.teamScore, width: 80, align: 'center' },
        { header: l.teamScore, width: 80, align: 'center' },
        { header: l.endsAt, width: 50, align: 'center' },
      ],
      relay.map((bout, i) => [
        String(i + 1),
        bout.fencer1 || l.tbd,
        '',
        '',
        bout.fencer2 || l.tbd,
        '',
        '',
        bout.endsAt === null ? '' : String(bout.endsAt),
      ]),
    );
  });
  pdf.note(l.relayLegend);
}
