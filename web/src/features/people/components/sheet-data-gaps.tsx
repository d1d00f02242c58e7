import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { missingSheetData, texts } from '@ssm/shared';
import { useCompanyPeople } from '@/lib/queries/companies';

/**
 * Who in the company misses which data the fișă individuală prints (docs/domain.md, Fișa
 * individuală de instruire), so the owner or the admin completes it before a first signature.
 * Nothing shows while everyone's data is complete.
 */
export function SheetDataGaps({ companyId }: { companyId: string }) {
  const people = useCompanyPeople(companyId);
  const gaps = (people.data ?? [])
    .map((person) => ({ person, missing: missingSheetData(person) }))
    .filter(({ missing }) => missing.length > 0);
  if (gaps.length === 0) return null;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="sheet-data-gaps-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="sheet-data-gaps-title">
          {texts.people.sheetDataTitle}
        </Title>
        <Text size="sm">{texts.people.sheetDataMissing(gaps.length)}</Text>
        <List size="sm" spacing={2}>
          {gaps.map(({ person, missing }) => (
            <List.Item key={person.id}>
              <Text span fw={600} size="sm">
                {person.last_name} {person.first_name}
              </Text>{' '}
              – {texts.people.sheetDataMissingFor(missing.join(', '))}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
