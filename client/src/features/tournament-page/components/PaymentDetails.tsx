import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '../../../components/ui/MarkdownText';

/** The organizer's payment description (what to pay, how and by when), as their safe Markdown. */
export function PaymentDetails({
  description,
  hideEmpty = false,
}: {
  description: string;
  hideEmpty?: boolean;
}) {
  const { t } = useTranslation(['translation', 'pages']);
  if (!description.trim() && hideEmpty) return null;
  return (
    <Stack gap={4} data-testid="payment-details">
      <Title order={3} fz="md">
        {t('pages:tournament.payment.title')}
      </Title>
      {description.trim() ? (
        <MarkdownText source={description} />
      ) : (
        <Text c="dimmed">{t('pages:tournament.payment.none')}</Text>
      )}
    </Stack>
  );
}
