import { Box, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The loader in place of a page whose data is on its way. It takes a screen's height so that what follows it (the
 * footer) stays below the fold until the page arrives, instead of showing and then jumping down (a layout shift).
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" role="status" aria-label={t('common.loading')}>
      <Center h={240}>
        <Loader type="dots" />
      </Center>
    </Box>
  );
}
