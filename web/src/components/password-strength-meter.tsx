import { Progress, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import {
  assessPassword,
  type PasswordAssessment,
  type PasswordOwner,
  type PasswordProblem,
} from '@ssm/shared/password-strength';
import { useEffect, useState } from 'react';

const LEVEL_COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** What a new password needs and the meter's words: Romanian, or a worker's own on their profile. */
export type PasswordWords = {
  rules: string;
  meterLabel: string;
  levels: readonly string[];
  problems: Record<PasswordProblem, string>;
};

export const ROMANIAN_PASSWORD_WORDS: PasswordWords = {
  rules: texts.passwordStrength.rules,
  meterLabel: texts.passwordStrength.meterLabel,
  levels: texts.passwordStrength.levels,
  problems: texts.passwordStrength.problems,
};

/**
 * How hard the password being typed is to guess, by the estimator the server decides with, and
 * why it would be refused. The estimator and its dictionaries load on the first keystroke only
 * (`assessPassword` imports them when first called).
 */
type PasswordStrengthMeterProps = { password: string; owner?: PasswordOwner; words?: PasswordWords };

export function PasswordStrengthMeter({
  password,
  owner = {},
  words = ROMANIAN_PASSWORD_WORDS,
}: PasswordStrengthMeterProps) {
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
  const level = words.levels[assessment.score];
  return (
    <Stack gap={4}>
      <Progress
        value={(assessment.score + 1) * 20}
        color={LEVEL_COLORS[assessment.score]}
        size="sm"
        aria-label={`${words.meterLabel}: ${level}`}
      />
      <Text size="sm" aria-live="polite">
        {words.meterLabel}: {level}
        {assessment.problem && ` ${words.problems[assessment.problem]}`}
      </Text>
    </Stack>
  );
}
