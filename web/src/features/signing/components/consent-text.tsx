import { List, Title } from '@mantine/core';
import { texts } from '@ssm/shared';

/** The consent every signer reads: the trainee on /sign and the owner before a mass sign. */
export function ConsentText({ titleId }: { titleId?: string }) {
  return (
    <>
      <Title order={2} size="h3" id={titleId}>
        {texts.signing.consentTitle}
      </Title>
      <List spacing="xs">
        {texts.signing.consent.map((paragraph) => (
          <List.Item key={paragraph}>{paragraph}</List.Item>
        ))}
      </List>
    </>
  );
}
