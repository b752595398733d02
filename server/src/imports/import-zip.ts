import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IMPORT_FILES, IMPORT_LIMITS, type ImportFile } from '@hema/shared/imports/import-files';
import type { ImportProblem } from '@hema/shared/imports/import-rows';
import { AppError, badRequest } from '../common/app-error.js';

/**
 * Reads the zip of a tournament import (spec §5: exactly the four listed CSV files) with yauzl, which reads the
 * zip's directory first: the number of entries and their declared sizes are checked before a byte is inflated, and
 * while inflating yauzl stops an entry that grows past its declared size (a zip bomb that lies about its sizes).
 */

export const notAZip = () => badRequest('Please upload a zip file.', 'imports/not-a-zip');
export const wrongFiles = () => badRequest('Upload only the listed files', 'imports/wrong-files');
/** Anything else about the archive (a bomb, encryption, a broken entry): the spec's catch-all message. */
export const unexpected = () => badRequest('Something went wrong, please email us', 'imports/unexpected');

export type ImportTables = Record<ImportFile, string[][]>;

const ZIP_MAGIC = [0x50, 0x4b]; // "PK"

/** Entries an archiver adds by itself (folders, macOS resource forks and Finder files): not the uploader's files. */
const isNoise = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)(\.DS_Store|\._[^/]*)$/.test(name);

function open(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, decodeStrings: true },
      (error, zip) => (error || !zip ? reject(notAZip()) : resolve(zip)),
    ),
  );
}

function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(unexpected()));
    zip.readEntry();
  });
}

function contentOf(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(unexpected());
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => reject(unexpected()));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** The four files' entries, or the refusal the spec words for a zip that is not exactly them. */
function listedEntries(entries: Entry[]): Map<ImportFile, Entry> {
  const files = new Map<ImportFile, Entry>();
  for (const entry of entries) {
    if (isNoise(entry.fileName)) continue;
    const file = IMPORT_FILES.find((f) => entry.fileName.toLowerCase() === `${f}.csv`);
    if (!file || files.has(file)) throw wrongFiles();
    files.set(file, entry);
  }
  if (files.size !== IMPORT_FILES.length) throw wrongFiles();
  let total = 0;
  for (const entry of files.values()) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.isEncrypted() || ratio > IMPORT_LIMITS.ratio) throw unexpected();
  }
  if (total > IMPORT_LIMITS.uncompressedBytes) throw unexpected();
  return files;
}

/** One file's cells; a file that is not UTF-8 or not CSV is a problem of the file (named by its row). */
function tableOf(file: ImportFile, bytes: Buffer): { table: string[][] } | { problem: ImportProblem } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { problem: { file, row: 1, column: null, problem: 'encoding' } };
  }
  // Spreadsheets in many locales save CSV with semicolons: the header row tells which separator the file uses.
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = header.includes(';') && !header.includes(',') ? ';' : ',';
  try {
    const table = parseCsv(text, { bom: true, delimiter, relax_column_count: true }) as string[][];
    return { table };
  } catch (error) {
    const row = error instanceof CsvError && typeof error.lines === 'number' ? error.lines : 1;
    return { problem: { file, row, column: null, problem: 'syntax' } };
  }
}

/**
 * The four files of an uploaded zip as tables of cells, or the problems of files that cannot be read as CSV.
 * Throws the spec's refusals for anything that is not a zip of exactly the listed files within the limits.
 */
export async function readImportZip(
  buffer: Buffer,
): Promise<{ tables: ImportTables; problems: [] } | { tables: null; problems: ImportProblem[] }> {
  if (buffer.length < 4 || buffer[0] !== ZIP_MAGIC[0] || buffer[1] !== ZIP_MAGIC[1]) throw notAZip();
  const zip = await open(buffer);
  try {
    // The directory's own count, read before any entry: a zip of thousands of entries goes no further.
    if (zip.entryCount > IMPORT_LIMITS.entries) throw unexpected();
    const files = listedEntries(await entriesOf(zip));
    const tables = {} as ImportTables;
    const problems: ImportProblem[] = [];
    for (const file of IMPORT_FILES) {
      const read = tableOf(file, await contentOf(zip, files.get(file)!));
      if ('problem' in read) problems.push(read.problem);
      else tables[file] = read.table;
    }
    return problems.length ? { tables: null, problems } : { tables, problems: [] };
  } catch (error) {
    throw error instanceof AppError ? error : unexpected();
  } finally {
    zip.close();
  }
}
