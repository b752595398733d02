import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Exchange } from '@hema/shared/fight/exchanges';
import type { FightState } from '@hema/shared/realtime/protocol';

/** An exchange in words ("Clean hit 2 for Anna"); `name` names the fighter of a side. */
export function exchangeWords(t: TFunction, exchange: Exchange, name: (side: 1 | 2) => string): string {
  switch (exchange.kind) {
    case 'clean':
      return t('judge.commands.exchangeClean', { name: name(exchange.side), points: exchange.points });
    case 'afterblow':
      return t('judge.commands.exchangeAfterblow', {
        name: name(exchange.side),
        points: exchange.points,
        other: name(exchange.side === 1 ? 2 : 1),
        afterblowPoints: exchange.afterblowPoints,
      });
    case 'double':
      return t('judge.commands.exchangeDouble');
    case 'none':
      return t('judge.commands.exchangeNone');
  }
}

/** {@link exchangeWords} with the fight's fighters' names (or left/right when the console does not know them). */
export function useExchangeText(fight: FightState | undefined): (exchange: Exchange) => string {
  const { t } = useTranslation();
  return useCallback(
    (exchange) =>
      exchangeWords(
        t,
        exchange,
        (side) =>
          (side === 1 ? fight?.fighter1?.name : fight?.fighter2?.name) ||
          (side === 1 ? t('judge.left') : t('judge.right')),
      ),
    [t, fight],
  );
}
