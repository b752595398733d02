import { Alert, Box, Button, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RecoveryCodeStep } from './RecoveryCodeStep';
import { RecoveryEmailStep } from './RecoveryEmailStep';
import { RecoveryPasswordStep } from './RecoveryPasswordStep';

type RecoveryState =
  | { step: 'email' }
  | { step: 'code'; email: string }
  | { step: 'password'; email: string; code: string }
  | { step: 'done' };

const STEP_INDEX: Record<RecoveryState['step'], number> = { email: 0, code: 1, password: 2, done: 3 };

/** Password recovery with a code sent to the e-mail: e-mail → code → new password → done. */
export function PasswordRecovery() {
  const { t } = useTranslation();
  const [state, setState] = useState<RecoveryState>({ step: 'email' });
  const active = STEP_INDEX[state.step];
  const labels = [
    t('auth.recovery.steps.email'),
    t('auth.recovery.steps.code'),
    t('auth.recovery.steps.password'),
  ];

  return (
    <>
      {/* Phones show the step icons with one caption; wider screens label every step. */}
      <Stepper active={active} size="xs" iconSize={28} allowNextStepsSelect={false} wrap={false}>
        {labels.map((label) => (
          <Stepper.Step key={label} label={<Box visibleFrom="xs">{label}</Box>} />
        ))}
      </Stepper>
      {active < labels.length && (
        <Text size="sm" fw={600} hiddenFrom="xs">
          {t('auth.recovery.stepOf', { step: active + 1, total: labels.length, label: labels[active] })}
        </Text>
      )}
      {state.step === 'email' && <RecoveryEmailStep onSent={(email) => setState({ step: 'code', email })} />}
      {state.step === 'code' && (
        <RecoveryCodeStep
          email={state.email}
          onVerified={(code) => setState({ step: 'password', email: state.email, code })}
          onChangeEmail={() => setState({ step: 'email' })}
        />
      )}
      {state.step === 'password' && (
        <RecoveryPasswordStep
          email={state.email}
          code={state.code}
          onDone={() => setState({ step: 'done' })}
        />
      )}
      {state.step === 'done' && (
        <>
          <Alert color="green" variant="light" title={t('auth.recovery.doneTitle')} role="status">
            {t('auth.recovery.doneText')}
          </Alert>
          <Button component={Link} to="/login" fullWidth size="md">
            {t('auth.recovery.toLogin')}
          </Button>
        </>
      )}
    </>
  );
}
