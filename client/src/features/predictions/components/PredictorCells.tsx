import { Anchor, Badge } from '@mantine/core';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/** A predictor's name in a predictions table, linked to their predictions page. */
export function PredictorLink({ user }: { user: { username: string; name: string } }) {
  return (
    <Anchor component={Link} to={`/users/${user.username}/predictions`} fw={600}>
      {user.name}
    </Anchor>
  );
}

/**
 * A predictor's points. Never narrower than its number: in a phone-wide table the badge otherwise shrank with its
 * column and cut 11410 to "11…".
 */
export function PredictionPoints({ points, ...rest }: { points: number } & ComponentProps<'div'>) {
  return (
    <Badge variant="light" color="indigo" style={{ minWidth: 'max-content' }} {...rest}>
      {points}
    </Badge>
  );
}
