import { List, Title } from '@mantine/core';
import { texts } from '@ssm/shared';

type ConsentTextProps = {
  titleId?: string;
  /** The trainee's consent unless a counter-signer's is given. */
  consent?: { title: string; paragraphs: readonly string[] };
  /** 3 under another consent's heading (the Romanian text beside a translation). */
  headingOrder?: 2 | 3;
};

/** The consent a signer reads before signing: the trainee's on /sign, a counter-signer's before a mass sign. */
export function ConsentText({
  titleId,
  consent = { title: texts.signing.consentTitle, paragraphs: texts.signing.consent },
  headingOrder = 2,
}: ConsentTextProps) {
  return (
    <>
      <Title order={headingOrder} size={headingOrder === 2 ? 'h3' : 'h4'} id={titleId}>
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
