import { Anchor, Button, Container, Group, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { SideScroll } from '../../../components/ui/SideScroll';
import { useTournamentQuery } from '../api/tournament';
import { nominationsMenu } from './nominations-menu';

const nominationPath = (idTournament: string, idNomination: string) =>
  `/tournament/${encodeURIComponent(idTournament)}/nomination/${encodeURIComponent(idNomination)}`;

/**
 * Spec §2: on nomination pages the header shows the tournament title and a nominations menu — up to 3 listed
 * directly, more grouped by weapon type in drop-downs.
 */
export default function NominationsBar() {
  const { t } = useTranslation(['translation', 'pages']);
  const { idTournament = '', idNomination } = useParams();
  const { data: tournament } = useTournamentQuery(idTournament);
  const menu = nominationsMenu(tournament?.nominations ?? []);

  return (
    <Container size="xl" h="100%" px={{ base: 'sm', sm: 'md' }}>
      <SideScroll h="100%">
        <Group h={48} gap="sm" wrap="nowrap">
          <Anchor
            component={Link}
            to={`/tournament/${encodeURIComponent(idTournament)}`}
            fw={700}
            c="dark.8"
            size="sm"
            style={{ whiteSpace: 'nowrap', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }}
            data-testid="nominations-bar-title"
          >
            {tournament?.title ?? '…'}
          </Anchor>
          <Text c="gray.4" aria-hidden>
            |
          </Text>
          <Group component="nav" aria-label={t('pages:tournament.nominationsMenu')} gap={4} wrap="nowrap">
            {menu.kind === 'direct'
              ? menu.nominations.map((nomination) => (
                  <Button
                    key={nomination._id}
                    component={Link}
                    to={nominationPath(idTournament, nomination._id)}
                    size="compact-sm"
                    style={{ flexShrink: 0 }}
                    variant={nomination._id === idNomination ? 'light' : 'subtle'}
                    color={nomination._id === idNomination ? 'indigo' : 'gray'}
                    aria-current={nomination._id === idNomination ? 'page' : undefined}
                  >
                    {nomination.title}
                  </Button>
                ))
              : menu.groups.map((group) => {
                  const active = group.nominations.some((nomination) => nomination._id === idNomination);
                  return (
                    <Menu key={group.typeId ?? 'other'} position="bottom-start" withinPortal>
                      <Menu.Target>
                        <Button
                          size="compact-sm"
                          style={{ flexShrink: 0 }}
                          variant={active ? 'light' : 'subtle'}
                          color={active ? 'indigo' : 'gray'}
                          rightSection={<span aria-hidden>▾</span>}
                        >
                          {group.typeTitle ?? t('pages:tournament.otherWeapons')}
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {group.nominations.map((nomination) => (
                          <Menu.Item
                            key={nomination._id}
                            component={Link}
                            to={nominationPath(idTournament, nomination._id)}
                            fw={nomination._id === idNomination ? 700 : undefined}
                          >
                            {nomination.title}
                          </Menu.Item>
                        ))}
                      </Menu.Dropdown>
                    </Menu>
                  );
                })}
          </Group>
        </Group>
      </SideScroll>
    </Container>
  );
}
