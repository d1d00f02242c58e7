import { Stack, Text } from '@mantine/core';
import { LANGUAGE_TAGS, RECORD_LANGUAGE, texts as romanianTexts } from '@ssm/shared';
import { ReadAloud } from '@/components/read-aloud';
import { useScreenLanguage } from '@/lib/screen-language';
import { ConsentText } from './consent-text';

/**
 * The trainee's consent in their language and in Romanian (docs/product.md, training in the
 * worker's language): the Romanian text is the one the record holds, so it is always shown; each
 * can be read aloud.
 */
export function TraineeConsent({ titleId }: { titleId: string }) {
  const { language, texts } = useScreenLanguage();
  const romanian = { title: romanianTexts.signing.consentTitle, paragraphs: romanianTexts.signing.consent };
  if (language === RECORD_LANGUAGE) {
    return (
      <Stack gap="xs">
        <ConsentText titleId={titleId} consent={romanian} />
        <ReadAloud parts={romanian.paragraphs} language={RECORD_LANGUAGE} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap="xs" lang={LANGUAGE_TAGS[language]}>
        <ConsentText titleId={titleId} consent={texts.consent} />
        <ReadAloud parts={texts.consent.paragraphs} language={language} />
      </Stack>
      <Text fw={600}>{texts.consent.romanianBinding}</Text>
      <Stack gap="xs" lang={LANGUAGE_TAGS[RECORD_LANGUAGE]}>
        <ConsentText consent={romanian} headingOrder={3} />
        <ReadAloud parts={romanian.paragraphs} language={RECORD_LANGUAGE} />
      </Stack>
    </Stack>
  );
}
