import { Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type companySchema, texts, type z } from '@ssm/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { ConfirmModal } from '@/components/confirm-modal';
import classes from '@/components/layout.module.css';
import { SectionLoader } from '@/components/page-loader';
import phoneTable from '@/components/phone-table.module.css';
import { paths } from '@/config/paths';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCompanies } from '@/lib/queries/companies';
import { useDeleteCompany, useUpdateTrainingFrequency } from '../api/companies';
import { CreateCompanyModal, FREQUENCY_OPTIONS } from './create-company-modal';

type Company = z.infer<typeof companySchema>;

/**
 * The owner dashboard's companies table (name, frequency, delete) with the Add Company modal. On
 * a phone the table scrolls inside its own container, never the page.
 */
export function CompaniesSection() {
  const companies = useCompanies();
  const frequencyUpdate = useUpdateTrainingFrequency();
  const deleteCompany = useDeleteCompany();
  const [isAdding, setIsAdding] = useState(false);
  const [companyToDelete, setCompanyToDelete] = useState<Company | null>(null);

  const updateFrequency = (company: Company, months: number) =>
    frequencyUpdate.mutate(
      { id: company.id, months },
      {
        onSuccess: () => notifySuccess(texts.companies.frequencyUpdated),
        onError: (error) => notifyError(getErrorDetail(error)),
      },
    );

  const confirmDelete = () => {
    if (!companyToDelete) return;
    deleteCompany.mutate(companyToDelete.id, {
      onSuccess: () => notifySuccess(texts.companies.deleted),
      // A refusal with records says what to do first; other failures get the product's text.
      onError: (error) =>
        notifyError(
          error instanceof ApiError && error.status === 409 ? error.detail : texts.companies.deleteFailure,
        ),
      onSettled: () => setCompanyToDelete(null),
    });
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="companies-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="companies-title">
            {texts.companies.title}
          </Title>
          <Button onClick={() => setIsAdding(true)}>{texts.companies.add}</Button>
        </Group>
        {companies.isPending && <SectionLoader />}
        {companies.isError && <ErrorAlert>{getErrorDetail(companies.error)}</ErrorAlert>}
        {companies.data?.length === 0 && <Text c="dimmed">{texts.companies.empty}</Text>}
        {companies.data && companies.data.length > 0 && (
          <Table.ScrollContainer minWidth={520} className={phoneTable.fit}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.companies.name}</Table.Th>
                  <Table.Th className={phoneTable.secondary}>{texts.companies.registrationNumber}</Table.Th>
                  <Table.Th>{texts.companies.trainingFrequency}</Table.Th>
                  <Table.Th>{texts.companies.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {companies.data.map((company) => (
                  <Table.Tr key={company.id}>
                    <Table.Td className={classes.wrap}>
                      <Anchor
                        component={Link}
                        to={paths.companyTrainings.getHref(company.id)}
                        className={classes.cellLink}
                      >
                        {company.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td className={phoneTable.secondary}>{company.registration_number}</Table.Td>
                    <Table.Td>
                      <NativeSelect
                        size="xs"
                        aria-label={`${texts.companies.trainingFrequency}: ${company.name}`}
                        data={FREQUENCY_OPTIONS}
                        value={String(company.training_frequency_months)}
                        // One change at a time: a second one would race the first to the server.
                        disabled={frequencyUpdate.isPending && frequencyUpdate.variables.id === company.id}
                        onChange={(event) => updateFrequency(company, Number(event.currentTarget.value))}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={`${texts.companies.deleteTitle}: ${company.name}`}
                        onClick={() => setCompanyToDelete(company)}
                      >
                        {texts.common.delete}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <CreateCompanyModal opened={isAdding} onClose={() => setIsAdding(false)} />
      <ConfirmModal
        opened={companyToDelete !== null}
        title={texts.companies.deleteTitle}
        isPending={deleteCompany.isPending}
        onConfirm={confirmDelete}
        onClose={() => setCompanyToDelete(null)}
      >
        {texts.companies.deleteConfirm(companyToDelete?.name ?? '')}
      </ConfirmModal>
    </Paper>
  );
}
