import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { ChoiceSelect, CompanySelect } from '@/components/choice-select';
import { ConfirmModal } from '@/components/confirm-modal';
import classes from '@/components/layout.module.css';
import { getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toUserOptions, useCompanyUsers } from '@/lib/queries/companies';
import { useDeleteUser, useLogoutUserEverywhere, useSetUserActive } from '../api/people';

/**
 * The owner dashboard's delete-user area: company, username filter, user, confirm. The
 * confirmation offers deactivation first (records and history stay, the account can come back);
 * the chosen user can also be logged out on every device instead (a lost phone).
 */
export function DeleteUserPanel() {
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [userId, setUserId] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [isConfirmingLogout, setIsConfirmingLogout] = useState(false);
  const users = useCompanyUsers(companyId);
  const deleteUser = useDeleteUser();
  const logoutUser = useLogoutUserEverywhere();
  const setUserActive = useSetUserActive();

  const userOptions = toUserOptions(users.data, filter);
  const chosenUser = userOptions.some((option) => option.value === userId)
    ? users.data?.find((user) => user.id === userId)
    : undefined;

  const confirmDelete = () =>
    deleteUser.mutate(userId, {
      onSuccess: () => {
        notifySuccess(texts.people.deleted);
        setUserId('');
      },
      onError: () => notifyError(texts.people.deleteFailure),
      onSettled: () => setIsConfirming(false),
    });

  const confirmDeactivate = () =>
    setUserActive.mutate(
      { userId, active: false },
      {
        onSuccess: () => notifySuccess(texts.accountAccess.deactivatedDone),
        onError: (error) => notifyError(getErrorDetail(error, texts.accountAccess.activeChangeFailure)),
        onSettled: () => setIsConfirming(false),
      },
    );

  const confirmLogout = () =>
    logoutUser.mutate(userId, {
      onSuccess: ({ detail }) => notifySuccess(detail),
      onError: (error) => notifyError(getErrorDetail(error)),
      onSettled: () => setIsConfirmingLogout(false),
    });

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="delete-user-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="delete-user-title">
          {texts.people.deleteTitle}
        </Title>
        <CompanySelect
          label={texts.people.chooseCompany}
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
        <ChoiceSelect
          label={texts.people.chooseUser}
          options={userOptions}
          isLoading={users.isLoading}
          empty={texts.people.noUsers}
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
        <Button
          variant="outline"
          color="red"
          className={classes.submit}
          disabled={!chosenUser}
          onClick={() => setIsConfirmingLogout(true)}
        >
          {texts.sessions.logoutUserEverywhere}
        </Button>
      </Stack>
      <ConfirmModal
        opened={isConfirming}
        title={texts.people.deleteTitle}
        isPending={deleteUser.isPending}
        onConfirm={confirmDelete}
        onClose={() => setIsConfirming(false)}
      >
        <Stack gap="sm">
          <Text>{texts.accountAccess.deleteOffersDeactivation}</Text>
          <Button
            variant="light"
            color="orange"
            loading={setUserActive.isPending}
            disabled={deleteUser.isPending}
            onClick={confirmDeactivate}
          >
            {texts.accountAccess.deactivate}
          </Button>
          <Text>{texts.people.deleteConfirm(chosenUser?.username ?? '')}</Text>
        </Stack>
      </ConfirmModal>
      <ConfirmModal
        opened={isConfirmingLogout}
        title={texts.sessions.logoutUserEverywhere}
        confirmLabel={texts.sessions.logoutUserEverywhere}
        isPending={logoutUser.isPending}
        onConfirm={confirmLogout}
        onClose={() => setIsConfirmingLogout(false)}
      >
        {texts.sessions.logoutUserEverywhereConfirm(chosenUser?.username ?? '')}
      </ConfirmModal>
    </Paper>
  );
}
