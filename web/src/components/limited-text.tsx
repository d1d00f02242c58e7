import {
  PasswordInput,
  type PasswordInputProps,
  Stack,
  Text,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { texts } from '@ssm/shared';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { measuredLength } from '@/lib/text-limits';

/** The counter appears once the text reaches this share of its limit: earlier it is only noise. */
const COUNTER_FROM_SHARE = 0.8;

type LimitProps = {
  /** The most characters the server takes (a `TEXT_LIMITS` entry); the input never cuts the text. */
  limit: number;
  value?: string | number | readonly string[];
  defaultValue?: string | number | readonly string[];
  description?: ReactNode;
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void;
};

/**
 * The field's own description, then "120 / 150 caractere" once the text nears its limit (red
 * past it). Controlled inputs give their value; an uncontrolled form's input is followed through
 * its change events. The input has no `maxLength`: a pasted text is never silently cut, it is
 * refused with its length and the limit (`lengthError`).
 */
function useCharacterCount<Props extends LimitProps>({
  limit,
  value,
  defaultValue,
  description,
  onChange,
  ...props
}: Props) {
  const [typedLength, setTypedLength] = useState(() => measuredLength(String(defaultValue ?? '')));
  const length = value === undefined ? typedLength : measuredLength(String(value));
  const isNear = length >= limit * COUNTER_FROM_SHARE;
  const counter = isNear && (
    <Text component="span" size="xs" c={length > limit ? 'red' : 'dimmed'} aria-live="polite">
      {texts.common.characterCount(length, limit)}
    </Text>
  );
  return {
    ...props,
    value,
    defaultValue,
    description:
      description && counter ? (
        <Stack component="span" gap={0}>
          {description}
          {counter}
        </Stack>
      ) : (
        description || counter || undefined
      ),
    onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
      setTypedLength(measuredLength(event.currentTarget.value));
      onChange?.(event);
    },
  };
}

export function LimitedTextInput(props: TextInputProps & LimitProps) {
  return <TextInput {...useCharacterCount(props)} />;
}

export function LimitedTextarea(props: TextareaProps & LimitProps) {
  return <Textarea {...useCharacterCount(props)} />;
}

export function LimitedPasswordInput(props: PasswordInputProps & LimitProps) {
  return <PasswordInput {...useCharacterCount(props)} />;
}
