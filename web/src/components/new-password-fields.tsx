import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEXT_LIMITS, texts } from '@ssm/shared';
import type { PasswordOwner } from '@ssm/shared/password-strength';
import { LimitedPasswordInput } from './limited-text';
import { PasswordStrengthMeter, type PasswordWords } from './password-strength-meter';

type NewPasswordInputProps = Omit<PasswordInputProps, 'value'> & {
  value?: string;
  /** Whose password it is, when known: the meter then flags their names as the server would. */
  owner?: PasswordOwner;
  /** What the password needs, shown before anything is typed; another person's names them as the holder. */
  rules?: string;
  /** The meter's words, when not Romanian. */
  words?: PasswordWords;
};

/**
 * A new password: what it needs before anything is typed, its length against the limit and the
 * strength meter, checked by `checkNewPassword` (lib/password-rules.ts).
 */
export function NewPasswordInput({
  owner,
  words,
  rules = words?.rules ?? texts.passwordStrength.rules,
  ...props
}: NewPasswordInputProps) {
  return (
    <>
      <LimitedPasswordInput
        description={rules}
        autoComplete="new-password"
        withAsterisk
        limit={TEXT_LIMITS.password}
        {...props}
      />
      <PasswordStrengthMeter password={props.value ?? ''} owner={owner} words={words} />
    </>
  );
}

type NewPasswordValues = { new_password: string; confirm_password: string };

type NewPasswordFieldsProps<Values extends NewPasswordValues> = {
  form: UseFormReturnType<Values>;
  labels: { newPassword: string; confirmPassword: string };
  /** Whose password it is, when known. */
  owner?: PasswordOwner;
  words?: PasswordWords;
};

/**
 * A new password and its confirmation, checked by `newPasswordRules` (lib/password-rules.ts).
 */
export function NewPasswordFields<Values extends NewPasswordValues>({
  form,
  labels,
  owner,
  words,
}: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <NewPasswordInput
        label={labels.newPassword}
        owner={owner}
        words={words}
        {...form.getInputProps('new_password')}
      />
      <PasswordInput
        label={labels.confirmPassword}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('confirm_password')}
      />
    </>
  );
}
