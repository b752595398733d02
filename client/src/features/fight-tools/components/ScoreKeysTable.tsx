import { Kbd, Table, Text } from '@mantine/core';
import { CONSOLE_KEYS, type ConsoleKeyName } from '@hema/shared/fight/console-keys';
import { useTranslation } from 'react-i18next';

/** The keys the instant fight takes, in table order. */
const KEY_NAMES = [
  'leftAdd',
  'leftRemove',
  'rightAdd',
  'rightRemove',
  'doubleAdd',
  'doubleRemove',
  'timer',
  'add5',
  'add15',
  'finishVictory',
  'finishOverTime',
  'finishByPoints',
] as const satisfies readonly ConsoleKeyName[];

interface ScoreKeysTableProps {
  keyColumn: string;
  actionColumn: string;
}

/** The judges' keys (spec §9 and the console's own) as a two-column table, with how they work on other layouts. */
export function ScoreKeysTable({ keyColumn, actionColumn }: ScoreKeysTableProps) {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <>
      <Table withTableBorder verticalSpacing="xs" maw={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{keyColumn}</Table.Th>
            <Table.Th>{actionColumn}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {KEY_NAMES.map((name) => (
            <Table.Tr key={name}>
              <Table.Td>
                <Kbd>{name === 'timer' ? t('pages:instantFight.spaceKey') : CONSOLE_KEYS[name].label}</Kbd>
              </Table.Td>
              <Table.Td>{t(`pages:fight.keys.${name}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs" maw={520}>
        {t('pages:fight.layoutHint')}
      </Text>
    </>
  );
}
