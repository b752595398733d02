import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Inline } from '../../lib/markdown';

function inline(parts: Inline[]): ReactNode {
  return parts.map((part, i) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={i}>{part.text}</Fragment>;
      case 'break':
        return <br key={i} />;
      case 'strong':
        return <strong key={i}>{inline(part.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(part.children)}</em>;
      case 'link':
        return (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {inline(part.children)}
          </Anchor>
        );
    }
  });
}

/** An organizer's text in the Markdown subset of lib/markdown.ts, drawn as elements (never as HTML). */
export function MarkdownText({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Stack gap="xs" style={{ overflowWrap: 'anywhere' }}>
      {blocks.map((block, i) => {
        if (block.kind === 'heading')
          return (
            <Title key={i} order={(block.level + 2) as 3 | 4 | 5} fz={block.level === 1 ? 'lg' : 'md'}>
              {inline(block.children)}
            </Title>
          );
        if (block.kind === 'list')
          return (
            <List key={i} type={block.ordered ? 'ordered' : 'unordered'} spacing={4}>
              {block.items.map((item, j) => (
                <List.Item key={j}>{inline(item)}</List.Item>
              ))}
            </List>
          );
        return <Text key={i}>{inline(block.children)}</Text>;
      })}
    </Stack>
  );
}
