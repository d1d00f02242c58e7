import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useId } from 'react';
import { useMissingSigners } from '../api/documents';

type MissingSignersProps = {
  companyId: string;
  /** Opens the edit of the trainee, where their direct manager is set. */
  onSetManager: (userId: string) => void;
};

/**
 * The company's records waiting for a direct manager nobody is (no manager set on the worker, or
 * one who may no longer sign), each with the way to set the manager (docs/domain.md, signers per
 * phase). Nothing shows while every record has someone to sign it.
 */
export function MissingSigners({ companyId, onSetManager }: MissingSignersProps) {
  const missing = useMissingSigners(companyId);
  const titleId = useId();
  const documents = missing.data ?? [];
  if (documents.length === 0) return null;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId} c="red.9">
          {texts.documents.missingSignerTitle}
        </Title>
        <Text size="sm">{texts.documents.missingSignerIntro(documents.length)}</Text>
        <List size="sm" spacing="xs">
          {documents.map(({ id, progress: { user, course } }) => {
            const name = `${user.last_name} ${user.first_name}`;
            return (
              <List.Item key={id}>
                <Text span size="sm">
                  {texts.documents.missingSignerLine(name, course.title)}
                </Text>{' '}
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={texts.documents.setManager(name)}
                  onClick={() => onSetManager(user.id)}
                >
                  {texts.documents.setManagerShort}
                </Button>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
