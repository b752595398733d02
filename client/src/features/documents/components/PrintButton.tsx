import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { usePrintDocument, type PrintKind } from '../api/documents';
import { READ_ONLY } from '../../../components/ui/read-only';

interface PrintButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  kind: PrintKind;
  id: string;
  /**
   * What a screen reader hears: "Print the pool sheet of Pool 1 (PDF)". It contains the visible text word for word
   * (WCAG 2.5.3: a voice user says what they see).
   */
  label: string;
  /** The visible text; "Print" by default. */
  children?: string;
}

/** "Print": downloads the PDF of a pool sheet, stage, ring schedule or category results in the interface language. */
export function PrintButton({
  kind,
  id,
  label,
  children,
  size = 'sm',
  variant = 'default',
}: PrintButtonProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const print = usePrintDocument();
  return (
    <Button
      size={size}
      variant={variant}
      aria-label={label}
      title={label}
      loading={print.isPending}
      {...READ_ONLY}
      onClick={() => print.mutate({ kind, id, lang: currentLanguage() })}
    >
      {children ?? t('pages:documents.print')}
    </Button>
  );
}
