import ExcelJS from 'exceljs';

/**
 * HEMA Ratings' submission rules as a checker (its event template and the checks its submission tool makes, as the
 * issue lists them): tabs "Event info", "Clubs", "Fighters", then one tab per tournament; the Fighters tab reads
 * Name, Club, Nationality, Gender, HEMA Ratings ID with a nationality (ISO alpha-2) for everyone; a tournament tab
 * reads Fighter 1, Fighter 2, Result 1, Result 2, Stage with win/loss, loss/win, draw/draw or loss/loss, between two
 * different fighters of the Fighters tab. Answers every broken rule in words, so a failure says what to fix.
 */
export async function hemaRatingsProblems(xlsx: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const rows = (sheet: ExcelJS.Worksheet) => {
    const values: string[][] = [];
    sheet.eachRow((r) => values.push((r.values as unknown[]).slice(1).map((v) => String(v ?? '').trim())));
    return values;
  };
  const problems: string[] = [];
  const names = workbook.worksheets.map((s) => s.name);
  if (names.slice(0, 3).join('|') !== 'Event info|Clubs|Fighters')
    problems.push(`tabs must start Event info, Clubs, Fighters: ${names.join(', ')}`);
  if (names.length < 4) problems.push('no tournament tab');

  const [eventSheet, clubSheet, fighterSheet, ...tournaments] = workbook.worksheets;
  const event = new Map(rows(eventSheet).map(([field, value]) => [field, value]));
  for (const field of ['Event name', 'Start date', 'End date', 'Country'])
    if (!event.get(field)) problems.push(`Event info: no ${field}`);
  if (!/^[A-Z]{2}$/.test(event.get('Country') ?? '')) problems.push('Event info: Country is not ISO alpha-2');
  const clubs = new Set(
    rows(clubSheet)
      .slice(1)
      .map(([title]) => title),
  );

  const [fighterHeader, ...fighters] = rows(fighterSheet);
  if (fighterHeader.join('|') !== 'Name|Club|Nationality|Gender|HEMA Ratings ID')
    problems.push(`Fighters: header ${fighterHeader.join(', ')}`);
  const listed = new Set<string>();
  for (const [name, club, nationality, gender, id] of fighters) {
    if (!name) problems.push('Fighters: a fighter without a name');
    if (listed.has(name)) problems.push(`Fighters: ${name} twice`);
    listed.add(name);
    if (!/^[A-Z]{2}$/.test(nationality ?? '')) problems.push(`Fighters: ${name} has no nationality`);
    if (club && !clubs.has(club)) problems.push(`Fighters: ${name}'s club ${club} is not in Clubs`);
    if (gender && !['M', 'F'].includes(gender)) problems.push(`Fighters: ${name}'s gender ${gender}`);
    if (id && !/^\d+$/.test(id)) problems.push(`Fighters: ${name}'s HEMA Ratings ID ${id}`);
  }

  const results = new Set(['win|loss', 'loss|win', 'draw|draw', 'loss|loss']);
  for (const sheet of tournaments) {
    const [header, ...bouts] = rows(sheet);
    if (header.join('|') !== 'Fighter 1|Fighter 2|Result 1|Result 2|Stage')
      problems.push(`${sheet.name}: header ${header.join(', ')}`);
    for (const [one, two, result1, result2] of bouts) {
      if (!results.has(`${result1}|${result2}`))
        problems.push(`${sheet.name}: ${one} – ${two} result ${result1}/${result2}`);
      if (one === two) problems.push(`${sheet.name}: ${one} against themselves`);
      for (const name of [one, two])
        if (!listed.has(name)) problems.push(`${sheet.name}: ${name} is not in Fighters`);
    }
  }
  return problems;
}
