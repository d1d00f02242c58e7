import { Button, Stack, Text } from '@mantine/core';
import { LANGUAGE_OWN_NAMES, LANGUAGE_TAGS, type Language } from '@ssm/shared';
import { useEffect, useState } from 'react';
import { useScreenLanguage } from '@/lib/screen-language';

/** Whether the browser reads text aloud by itself (the Web Speech API's speech synthesis). */
export function canReadAloud(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/** The device's voice for the language, if it has one; voices load late on some browsers. */
function useVoiceFor(language: Language): { voice: SpeechSynthesisVoice | null; isKnown: boolean } {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => window.speechSynthesis.getVoices());
  useEffect(() => {
    const synthesis = window.speechSynthesis;
    const update = () => setVoices(synthesis.getVoices());
    synthesis.addEventListener('voiceschanged', update);
    return () => synthesis.removeEventListener('voiceschanged', update);
  }, []);
  const prefix = LANGUAGE_TAGS[language].split('-')[0] as string;
  const voice = voices.find((candidate) => candidate.lang.toLowerCase().startsWith(prefix)) ?? null;
  return { voice, isKnown: voices.length > 0 };
}

type ReadAloudProps = {
  /** What is read, in order: a question and its answers, or the consent's paragraphs. */
  parts: readonly string[];
  /** The language the text is written in. */
  language: Language;
};

function ReadAloudControl({ parts, language }: ReadAloudProps) {
  const { texts } = useScreenLanguage();
  const [isReading, setIsReading] = useState(false);
  const { voice, isKnown } = useVoiceFor(language);
  useEffect(() => {
    const synthesis = window.speechSynthesis;
    return () => synthesis.cancel();
  }, []);

  const read = () => {
    const synthesis = window.speechSynthesis;
    synthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(parts.join('\n'));
    utterance.lang = LANGUAGE_TAGS[language];
    if (voice) utterance.voice = voice;
    utterance.onend = () => setIsReading(false);
    utterance.onerror = () => setIsReading(false);
    setIsReading(true);
    synthesis.speak(utterance);
  };
  const stop = () => {
    window.speechSynthesis.cancel();
    setIsReading(false);
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button variant="default" size="xs" onClick={isReading ? stop : read} aria-pressed={isReading}>
        {isReading ? texts.readAloud.stop : texts.readAloud.read}
      </Button>
      {isKnown && !voice && (
        <Text size="xs" c="dimmed">
          {texts.readAloud.noVoice(LANGUAGE_OWN_NAMES[language])}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Reads a text aloud with the browser's own speech synthesis, in the language's voice when the
 * device has one (docs/product.md, read aloud): nothing leaves the device. Shown only where the
 * browser offers speech synthesis.
 */
export function ReadAloud(props: ReadAloudProps) {
  if (!canReadAloud()) return null;
  return <ReadAloudControl {...props} />;
}
