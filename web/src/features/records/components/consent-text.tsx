import { List, Title } from '@mantine/core';
import { texts } from '@ssm/shared';

type ConsentTextProps = {
  titleId?: string;
  /** The trainee's consent unless a counter-signer's is given. */
  consent?: { title: string; paragraphs: readonly string[] };
};

/** The consent a signer reads before signing: the trainee's on /sign, a counter-signer's before a mass sign. */
export function ConsentText({
  titleId,
  consent = { title: texts.signing.consentTitle, paragraphs: texts.signing.consent },
}: ConsentTextProps) {
  return (
    <>
      <Title order={2} size="h3" id={titleId}>
        {consent.title}
      </Title>
      <List spacing="xs">
        {consent.paragraphs.map((paragraph) => (
          <List.Item key={paragraph}>{paragraph}</List.Item>
        ))}
      </List>
    </>
  );
}
