/**
 * The organizer's texts (tournament description, payment details) as a small Markdown subset, parsed to data and
 * drawn as React elements — never as HTML, so nothing typed can become markup or script. Paragraphs (blank line),
 * line breaks, `#` headings, `-`/`*` and `1.` lists, `**bold**`, `*italic*`/`_italic_`, `[text](https://…)` and
 * bare web addresses. Links are http(s) only; anything else stays text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^(#{1,3})\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseLines(paragraph) });
    paragraph = [];
  };
  const flushList = () => {
    if (list)
      blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map((i) => parseInline(i)) });
    list = null;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const heading = HEADING.exec(line);
    if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3,
        children: parseInline(heading[2]!),
      });
    } else if (bullet || numbered) {
      flushParagraph();
      const ordered = !!numbered;
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list && /^\s+\S/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

function parseLines(lines: string[]): Inline[] {
  return lines.flatMap((line, i) =>
    i === 0 ? parseInline(line) : [{ kind: 'break' as const }, ...parseInline(line)],
  );
}

const SAFE_HREF = /^https?:\/\/[^\s<>"']+$/i;
/** The first inline mark in the text: link, bold, italic or a bare web address. */
const TOKEN =
  /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)|(?<![\w_])_(?!\s)(.+?)(?<!\s)_(?!\w)|(https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?])/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = TOKEN.exec(rest);
    if (!match) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, label, href, strong, star, underscore, bare] = match;
    if (label !== undefined && href !== undefined) {
      out.push(
        SAFE_HREF.test(href)
          ? { kind: 'link', href, children: parseInline(label) }
          : { kind: 'text', text: whole },
      );
    } else if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong) });
    else if (star !== undefined || underscore !== undefined)
      out.push({ kind: 'em', children: parseInline((star ?? underscore)!) });
    else if (bare !== undefined)
      out.push({ kind: 'link', href: bare, children: [{ kind: 'text', text: bare }] });
    rest = rest.slice(match.index + whole.length);
  }
  return mergeTexts(out);
}

/** Neighbouring text pieces as one (a refused link leaves its parts as text). */
function mergeTexts(parts: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (part.kind === 'text' && last?.kind === 'text') last.text += part.text;
    else merged.push(part);
  }
  return merged;
}
