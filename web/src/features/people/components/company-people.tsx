import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { LANGUAGE_NAMES, missingSheetData, RECORD_LANGUAGE, ROLE_LABELS, texts } from '@ssm/shared';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import layout from '@/components/layout.module.css';
import { SectionLoader } from '@/components/page-loader';
import phoneTable from '@/components/phone-table.module.css';
import { focusableScrollArea } from '@/components/scroll-table';
import { matchesPersonSearch } from '@/lib/person-search';
import { useCompanyPeople } from '@/lib/queries/companies';
import { EditUserModal, PersonStatus } from './edit-user-modal';
import { PersonAccessActions } from './person-access-actions';

/**
 * A company's people with a search by name or username, each with their status and 'Editează'
 * (docs/product.md, Edit a person), a deactivated person with 'Reactivează' too, and under each
 * name the data the fișă individuală prints that the person lacks. `canPlace`: the
 * owner also moves people and changes roles.
 */
export function CompanyPeople({ companyId, canPlace }: { companyId: string; canPlace: boolean }) {
  const people = useCompanyPeople(companyId);
  const [search, setSearch] = useState('');
  const [editedId, setEditedId] = useState<string | null>(null);
  const shown = useMemo(
    () => (people.data ?? []).filter((person) => matchesPersonSearch(person, search)),
    [people.data, search],
  );
  const edited = people.data?.find((person) => person.id === editedId) ?? null;

  if (people.isError) return <ErrorAlert>{texts.people.peopleLoadFailure}</ErrorAlert>;
  if (people.isPending) return <SectionLoader />;

  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id="company-people-title">
        {texts.people.peopleTitle}
      </Title>
      <TextInput
        type="search"
        label={texts.people.searchPeople}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {shown.length === 0 ? (
        <Text c="dimmed">{texts.people.noPeopleFound}</Text>
      ) : (
        <Table.ScrollContainer
          minWidth={640}
          className={phoneTable.fit}
          scrollAreaProps={focusableScrollArea('company-people-title')}
        >
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.workerTraining.person}</Table.Th>
                <Table.Th className={phoneTable.secondary}>{texts.people.username}</Table.Th>
                <Table.Th className={phoneTable.secondary}>{texts.people.email}</Table.Th>
                <Table.Th className={phoneTable.secondary}>{texts.people.jobTitle}</Table.Th>
                <Table.Th className={phoneTable.secondary}>{texts.people.role}</Table.Th>
                <Table.Th>{texts.accountAccess.status}</Table.Th>
                <Table.Th>{texts.people.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((person) => {
                const name = `${person.last_name} ${person.first_name}`;
                const missing = missingSheetData(person);
                return (
                  <Table.Tr key={person.id} data-username={person.username}>
                    <Table.Td className={layout.wrap}>
                      {name}
                      {person.language !== RECORD_LANGUAGE && (
                        <Text size="xs">
                          {texts.people.language}: {LANGUAGE_NAMES[person.language]}
                        </Text>
                      )}
                      {missing.length > 0 && (
                        <Text size="xs" c="red.9">
                          {texts.people.sheetDataMissingFor(missing.join(', '))}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td className={phoneTable.secondary}>{person.username}</Table.Td>
                    <Table.Td className={phoneTable.secondary}>{person.email ?? texts.common.dash}</Table.Td>
                    <Table.Td className={phoneTable.secondary}>
                      {person.job_title ?? texts.common.dash}
                    </Table.Td>
                    <Table.Td className={phoneTable.secondary}>{ROLE_LABELS[person.role]}</Table.Td>
                    <Table.Td>
                      <PersonStatus person={person} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="wrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={texts.people.editPerson(name)}
                          onClick={() => setEditedId(person.id)}
                        >
                          {texts.people.edit}
                        </Button>
                        {!person.active && (
                          <PersonAccessActions
                            person={person}
                            canResetAdmins={canPlace}
                            callerId={undefined}
                          />
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <EditUserModal person={edited} canPlace={canPlace} onClose={() => setEditedId(null)} />
    </Stack>
  );
}
