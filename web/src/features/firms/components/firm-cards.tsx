import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { type ownerSchema, texts, type z } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { ConfirmModal } from '@/components/confirm-modal';
import classes from '@/components/layout.module.css';
import { SectionLoader } from '@/components/page-loader';
import { ReopenPasskeyAction } from '@/components/reopen-passkey-action';
import { getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteOwner, useFirmClients, useFirmOwners, useFirms } from '../api/firms';

type Owner = z.infer<typeof ownerSchema>;

function FirmDetails({ firmId }: { firmId: string }) {
  const clients = useFirmClients(firmId);
  const owners = useFirmOwners(firmId);
  const deleteOwner = useDeleteOwner();
  const [ownerToDelete, setOwnerToDelete] = useState<Owner | null>(null);

  const confirmDelete = () => {
    if (!ownerToDelete) return;
    deleteOwner.mutate(ownerToDelete.id, {
      onSuccess: () => notifySuccess(texts.owners.deleted),
      onError: (error) => notifyError(getErrorDetail(error)),
      onSettled: () => setOwnerToDelete(null),
    });
  };

  return (
    <Stack gap="sm">
      <Title order={4}>{texts.firms.clientsTitle}</Title>
      {clients.isPending && <SectionLoader />}
      {clients.isError && <ErrorAlert>{getErrorDetail(clients.error)}</ErrorAlert>}
      {clients.data?.length === 0 && <Text c="dimmed">{texts.firms.noClients}</Text>}
      {clients.data && clients.data.length > 0 && (
        <List spacing={4}>
          {clients.data.map((company) => (
            <List.Item key={company.id}>
              {company.name}{' '}
              <Text span c="dimmed" size="sm">
                ({company.registration_number})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      <Title order={4}>{texts.firms.ownersTitle}</Title>
      {owners.isPending && <SectionLoader />}
      {owners.isError && <ErrorAlert>{getErrorDetail(owners.error)}</ErrorAlert>}
      {owners.data?.length === 0 && <Text c="dimmed">{texts.firms.noOwners}</Text>}
      {owners.data?.map((owner) => (
        <Stack key={owner.id} gap={4}>
          <Text size="sm" className={classes.wrap}>
            {owner.first_name} {owner.last_name} · {owner.username}
          </Text>
          <Group gap="xs" wrap="wrap">
            <ReopenPasskeyAction person={owner} name={`${owner.last_name} ${owner.first_name}`} />
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => setOwnerToDelete(owner)}
              aria-label={`${texts.owners.deleteTitle} ${owner.username}`}
            >
              {texts.common.delete}
            </Button>
          </Group>
        </Stack>
      ))}
      <ConfirmModal
        opened={ownerToDelete !== null}
        title={texts.owners.deleteTitle}
        isPending={deleteOwner.isPending}
        onConfirm={confirmDelete}
        onClose={() => setOwnerToDelete(null)}
      >
        {texts.owners.deleteConfirm(ownerToDelete?.username ?? '')}
      </ConfirmModal>
    </Stack>
  );
}

/** One card per SSM firm; its details show the firm's client companies and owners. */
export function FirmCards() {
  const firms = useFirms();
  const [openFirmId, setOpenFirmId] = useState<string | null>(null);

  if (firms.isPending) return <SectionLoader />;
  if (firms.isError) {
    return <ErrorAlert>{texts.firms.loadFailure}</ErrorAlert>;
  }
  if (firms.data.length === 0) return <Text c="dimmed">{texts.firms.empty}</Text>;
  return (
    <Stack component="section" aria-labelledby="firms-title" gap="sm">
      <Title order={2} size="h3" id="firms-title">
        {texts.firms.title}
      </Title>
      <div className={classes.grid}>
        {firms.data.map((firm) => {
          const isOpen = openFirmId === firm.id;
          return (
            <Card key={firm.id} withBorder padding="md" component="article" aria-label={firm.name}>
              <Stack gap={4}>
                <Title order={3} size="h4">
                  {firm.name}
                </Title>
                <Text size="sm">
                  {texts.firms.cui}: {firm.cui}
                </Text>
                <Text size="sm">
                  {texts.firms.regCom}: {firm.reg_com}
                </Text>
                <Text size="sm" c="dimmed">
                  {firm.address}
                </Text>
                <Button
                  mt="xs"
                  variant="light"
                  onClick={() => setOpenFirmId(isOpen ? null : firm.id)}
                  aria-expanded={isOpen}
                >
                  {isOpen ? texts.firms.hideDetails : texts.firms.details}
                </Button>
                {isOpen && <FirmDetails firmId={firm.id} />}
              </Stack>
            </Card>
          );
        })}
      </div>
    </Stack>
  );
}
