import { Alert, Button, Stepper } from '@mantine/core';
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

  return (
    <>
      <Stepper active={STEP_INDEX[state.step]} size="xs" iconSize={28} allowNextStepsSelect={false}>
        <Stepper.Step label={t('auth.recovery.steps.email')} />
        <Stepper.Step label={t('auth.recovery.steps.code')} />
        <Stepper.Step label={t('auth.recovery.steps.password')} />
      </Stepper>
      {state.step === 'email' && <RecoveryEmailStep onSent={(email) => setState({ step: 'code', email })} />}
      {state.step === 'code' && (
        <RecoveryCodeStep
          email={state.email}
          onVerified={(code) => setState({ step: 'password', email: state.email, code })}
          onChangeEmail={() => setState({ step: 'email' })}
        />
      )}
      {state.step === 'password' && (
        <RecoveryPasswordStep email={state.email} code={state.code} onDone={() => setState({ step: 'done' })} />
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
