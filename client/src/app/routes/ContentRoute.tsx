import { Anchor, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { ScoreKeysTable } from '../../features/fight-tools/components/ScoreKeysTable';
import type { ContentPageKey } from './content-pages';

interface Section {
  title: string;
  paragraphs: string[];
}

/** Set at build time by whoever runs the site; the contacts page says so honestly when it is missing. */
const CONTACT_EMAIL: string | undefined = import.meta.env?.VITE_CONTACT_EMAIL || undefined;

const CAPTION_URL = '/tournament/{id}/area-stream-caption/{idArea}?theme=dark&position=bottom';

/** The content pages of spec §2 (about, contacts, tutorial, cookies, terms, artodocs, rating-about). */
export default function ContentRoute({ page }: { page: ContentPageKey }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('content');
  const sections = tc(`${page}.sections`, { returnObjects: true }) as unknown as Section[];

  return (
    <Stack gap="lg" maw={820} mx="auto">
      <PageHeader title={t(`titles.${page}`)} description={tc(`${page}.lead`)} />
      {page === 'contacts' && (
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} fz="lg" mb={6}>
            {tc('contacts.emailTitle')}
          </Title>
          {CONTACT_EMAIL ? (
            <Anchor href={`mailto:${CONTACT_EMAIL}`} fw={600}>
              {CONTACT_EMAIL}
            </Anchor>
          ) : (
            <Text c="dimmed">{tc('contacts.noEmail')}</Text>
          )}
        </Paper>
      )}
      {sections.map((section, index) => (
        <Paper key={section.title} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section">
          <Title order={2} fz={{ base: 20, sm: 22 }} mb="sm">
            {section.title}
          </Title>
          <Stack gap="sm">
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} lh={1.65}>
                {paragraph}
              </Text>
            ))}
          </Stack>
          {page === 'artodocs' && index === 1 && (
            <Stack gap="xs" mt="lg">
              <Title order={3} fz="md">
                {tc('artodocs.keysTitle')}
              </Title>
              <ScoreKeysTable
                keyColumn={tc('artodocs.keyColumn')}
                actionColumn={tc('artodocs.actionColumn')}
              />
              <Text size="sm" c="dimmed">
                {tc('artodocs.keysCaption')}
              </Text>
            </Stack>
          )}
          {page === 'artodocs' && index === 2 && (
            <Stack gap="xs" mt="lg">
              <Title order={3} fz="md">
                {tc('artodocs.captionUrlTitle')}
              </Title>
              <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {CAPTION_URL}
              </Code>
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
