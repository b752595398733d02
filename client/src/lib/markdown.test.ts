import { describe, expect, it } from '@jest/globals';
import { parseInline, parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and keeps line breaks inside one', () => {
    expect(parseMarkdown('One\ntwo\n\nThree')).toEqual([
      {
        kind: 'paragraph',
        children: [{ kind: 'text', text: 'One' }, { kind: 'break' }, { kind: 'text', text: 'two' }],
      },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Three' }] },
    ]);
  });

  it('reads headings and bullet and numbered lists', () => {
    const blocks = parseMarkdown('# Schedule\n- pools\n- finals\n\n1. sign in\n2. fight');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'list', 'list']);
    expect(blocks[1]).toMatchObject({ ordered: false, items: [[{ text: 'pools' }], [{ text: 'finals' }]] });
    expect(blocks[2]).toMatchObject({ ordered: true });
  });
});

describe('parseInline', () => {
  it('reads bold, italic and links', () => {
    expect(parseInline('**Fee** is *30 EUR*, see [rules](https://example.org/r)')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'Fee' }] },
      { kind: 'text', text: ' is ' },
      { kind: 'em', children: [{ kind: 'text', text: '30 EUR' }] },
      { kind: 'text', text: ', see ' },
      { kind: 'link', href: 'https://example.org/r', children: [{ kind: 'text', text: 'rules' }] },
    ]);
  });

  it('links a bare web address without its trailing full stop', () => {
    expect(parseInline('Stream: https://youtu.be/x.')).toEqual([
      { kind: 'text', text: 'Stream: ' },
      { kind: 'link', href: 'https://youtu.be/x', children: [{ kind: 'text', text: 'https://youtu.be/x' }] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a link of anything but http(s), and leaves markup as text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { kind: 'text', text: '[click](javascript:alert(1))' },
    ]);
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('leaves lone stars and snake_case words alone', () => {
    expect(parseInline('3 * 4 and snake_case_word')).toEqual([
      { kind: 'text', text: '3 * 4 and snake_case_word' },
    ]);
  });
});
