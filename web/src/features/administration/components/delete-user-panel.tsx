import { Button, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { withPlaceholder } from '@/lib/select-options';
import { useCompanies } from '../api/companies';
import { useCompanyUsers, useDeleteUser } from '../api/users';
import classes from './administration.module.css';
import { ConfirmModal } from './confirm-modal';

/** The owner dashboard's delete-user area (SPEC §2): company, username filter, user, confirm. */
export function DeleteUserPanel() {
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [userId, setUserId] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const users = useCompanyUsers(companyId);
  const deleteUser = useDeleteUser(companyId);

  const needle = filter.trim().toLowerCase();
  const matchingUsers = (users.data ?? []).filter((user) => user.username.toLowerCase().includes(needle));
  const chosenUser = matchingUsers.find((user) => user.id === userId);
  const companyOptions = (companies.data ?? []).map((company) => ({
    value: company.id,
    label: company.name,
  }));
  const userOptions = matchingUsers.map((user) => ({
    value: user.id,
    label: `${user.username} (${user.first_name} ${user.last_name})`,
  }));

  const confirmDelete = () =>
    deleteUser.mutate(userId, {
      onSuccess: () => {
        notifySuccess(texts.people.deleted);
        setUserId('');
      },
      onError: () => notifyError(texts.people.deleteFailure),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="delete-user-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="delete-user-title">
          {texts.people.deleteTitle}
        </Title>
        <NativeSelect
          label={texts.people.chooseCompany}
          data={withPlaceholder(companyOptions, {
            isLoading: companies.isLoading,
            prompt: texts.common.dash,
            empty: texts.companies.noneAvailable,
          })}
          value={companyId ?? ''}
          onChange={(event) => {
            setCompanyId(event.currentTarget.value || null);
            setUserId('');
          }}
        />
        <TextInput
          label={texts.people.filterByUsername}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          disabled={companyId === null}
        />
        <NativeSelect
          label={texts.people.chooseUser}
          data={withPlaceholder(userOptions, {
            isLoading: users.isLoading,
            prompt: texts.common.dash,
            empty: texts.people.noUsers,
          })}
          value={chosenUser ? userId : ''}
          onChange={(event) => setUserId(event.currentTarget.value)}
          disabled={companyId === null}
        />
        <Button
          color="red"
          className={classes.submit}
          disabled={!chosenUser}
          onClick={() => setIsConfirming(true)}
        >
          {texts.people.deleteTitle}
        </Button>
      </Stack>
      <ConfirmModal
        opened={isConfirming}
        title={texts.people.deleteTitle}
        message={texts.people.deleteConfirm(chosenUser?.username ?? '')}
        isPending={deleteUser.isPending}
        onConfirm={confirmDelete}
        onClose={() => setIsConfirming(false)}
      />
    </Paper>
  );
}
