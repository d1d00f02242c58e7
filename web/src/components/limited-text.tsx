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
 * past it) and, before that, "Cel mult 5000 de caractere." when `isLimitShownEarly`. Controlled
 * inputs give their value; an uncontrolled form's input is followed through its change events.
 * The input has no `maxLength`: a pasted text is never silently cut, it is refused with its
 * length and the limit (`lengthError`).
 */
function useCharacterCount<Props extends LimitProps>(
  { limit, value, defaultValue, description, onChange, ...props }: Props,
  { isLimitShownEarly = false } = {},
) {
  const [typedLength, setTypedLength] = useState(() => measuredLength(String(defaultValue ?? '')));
  const length = value === undefined ? typedLength : measuredLength(String(value));
  const isNear = length >= limit * COUNTER_FROM_SHARE;
  // Only the counter is a live region: announcing every keystroke from the first would drown the form.
  const lengthNote = isNear ? (
    <Text component="span" size="xs" c={length > limit ? 'red' : 'dimmed'} aria-live="polite">
      {texts.common.characterCount(length, limit)}
    </Text>
  ) : (
    isLimitShownEarly && (
      <Text component="span" size="xs" c="dimmed">
        {texts.common.characterLimit(limit)}
      </Text>
    )
  );
  return {
    ...props,
    value,
    defaultValue,
    description:
      description && lengthNote ? (
        <Stack component="span" gap={0}>
          {description}
          {lengthNote}
        </Stack>
      ) : (
        description || lengthNote || undefined
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

/**
 * A multi-line text (a course's description, a quiz question) says its limit before anything is
 * typed: it is where a long text gets written, or pasted from a document. A single line's limit
 * is far beyond what a name, an address or an answer needs, so it shows only near it.
 */
export function LimitedTextarea(props: TextareaProps & LimitProps) {
  return <Textarea {...useCharacterCount(props, { isLimitShownEarly: true })} />;
}

export function LimitedPasswordInput(props: PasswordInputProps & LimitProps) {
  return <PasswordInput {...useCharacterCount(props)} />;
}
