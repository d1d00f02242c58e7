import { Progress, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { assessPassword, type PasswordAssessment, type PasswordOwner } from '@ssm/shared/password-strength';
import { useEffect, useState } from 'react';

const LEVEL_COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/**
 * How hard the password being typed is to guess, by the estimator the server decides with, and
 * why it would be refused. The estimator and its dictionaries load on the first keystroke only
 * (`assessPassword` imports them when first called).
 */
export function PasswordStrengthMeter({ password, owner = {} }: { password: string; owner?: PasswordOwner }) {
  const [assessment, setAssessment] = useState<PasswordAssessment | null>(null);
  const { username, firstName, lastName, email } = owner;

  useEffect(() => {
    if (!password) {
      setAssessment(null);
      return;
    }
    let isCurrent = true;
    assessPassword(password, { username, firstName, lastName, email })
      .then((next) => {
        if (isCurrent) setAssessment(next);
      })
      .catch(() => {
        if (isCurrent) setAssessment(null);
      });
    return () => {
      isCurrent = false;
    };
  }, [password, username, firstName, lastName, email]);

  if (!password || !assessment) return null;
  const level = texts.passwordStrength.levels[assessment.score];
  return (
    <Stack gap={4}>
      <Progress
        value={(assessment.score + 1) * 20}
        color={LEVEL_COLORS[assessment.score]}
        size="sm"
        aria-label={`${texts.passwordStrength.meterLabel}: ${level}`}
      />
      <Text size="sm" aria-live="polite">
        {texts.passwordStrength.meterLabel}: {level}
        {assessment.problem && ` ${texts.passwordStrength.problems[assessment.problem]}`}
      </Text>
    </Stack>
  );
}
