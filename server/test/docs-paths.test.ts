import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/**
 * The new engineer's documents name files of the repository in backticks; a file that moves or goes away must be
 * renamed there too, so the documents cannot drift from the code. `docs/architecture.md` also walks two flows (a
 * judge's key press, a spectator's category page) file by file.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DOCUMENTS = ['docs/architecture.md', 'docs/glossary.md', 'docs/requirements.md'];
const FILE_ENDINGS = /\.(ts|tsx|mjs|cjs|js|json|md|yml|yaml|conf|css|html)$/;

/** Backticked words that look like repository paths: a folder path, or a file name with a known ending. */
export function repoPathsIn(markdown: string): string[] {
  const quoted = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return quoted.filter(
    (text) => /^[\w.-]+(\/[\w.-]*)*$/.test(text) && (text.includes('/') || FILE_ENDINGS.test(text)),
  );
}

/** The backticked paths of one `## ` section of a document. */
function pathsOfSection(markdown: string, title: string): string[] {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) return [];
  const end = markdown.indexOf('\n## ', start + 1);
  return repoPathsIn(markdown.slice(start, end < 0 ? undefined : end));
}

describe('paths in the documents', () => {
  it('finds backticked paths and leaves other code words alone', () => {
    expect(
      repoPathsIn(
        '`server/src/a.ts`, `shared/src/fight/`, `docker-compose.yml`, `fight:<id>`, `GET /api/x`, `a`',
      ),
    ).toEqual(['server/src/a.ts', 'shared/src/fight/', 'docker-compose.yml']);
  });

  it.each(DOCUMENTS)('every repository path in %s exists', (document) => {
    const paths = repoPathsIn(readFileSync(resolve(root, document), 'utf8'));
    expect(paths.filter((path) => !existsSync(resolve(root, path)))).toEqual([]);
  });

  it.each(['A judge presses a key', 'A spectator opens a category page'])(
    'docs/architecture.md walks "%s" through the files of client, shared and server',
    (flow) => {
      const paths = pathsOfSection(readFileSync(resolve(root, 'docs/architecture.md'), 'utf8'), flow);
      for (const workspace of ['client/src/', 'shared/src/', 'server/src/'])
        expect(paths.filter((path) => path.startsWith(workspace)).length).toBeGreaterThanOrEqual(3);
    },
  );
});
