import { Text, Tooltip } from '@mantine/core';
import { ratingFigure } from '@hema/shared/rating/the-rating';
import { useTranslation } from 'react-i18next';

interface RatingFigureProps {
  /** Glicko-2 r. */
  rating: number;
  /** Rating deviation RD. */
  rd: number;
  fw?: number;
  /** The rating lists keep their older test id, which browser tests already read. */
  testId?: string;
}

/**
 * "The rating" wherever a person reads one (lists, profile, pop-up, strongest opponents): r − 2·RD in whole points
 * from the one shared formula, with the Glicko r and RD on hover, focus or tap.
 */
export function RatingFigure({ rating, rd, fw, testId = 'rating-figure' }: RatingFigureProps) {
  const { t } = useTranslation();
  return (
    <Tooltip
      label={t('ratingFigure.detail', { rating: Math.round(rating), rd: Math.round(rd) })}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Text component="span" inherit fw={fw} tabIndex={0} data-testid={testId}>
        {ratingFigure(rating, rd)}
      </Text>
    </Tooltip>
  );
}
