import { Badge, Button, Checkbox, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useCompanyPeople } from '@/lib/queries/companies';
import { useCurrentUser } from '@/lib/queries/current-user';
import { useUpdateUser } from '../api/people';
import { PersonAccessActions } from './person-access-actions';
import {
  type CompanyPerson,
  PersonFields,
  type PersonValues,
  toPersonValues,
  validatePerson,
} from './person-fields';

type EditUserModalProps = {
  /** The person being edited; null keeps the modal closed. */
  person: CompanyPerson | null;
  /** An owner also changes the role and the company; an admin only the profile. */
  canPlace: boolean;
  onClose: () => void;
};

/**
 * Edits a person's profile (docs/product.md, Edit a person): the add-user form's fields filled
 * in, and for an owner their role and company. The page's scroll is not locked (the lock's
 * <style> tag is refused by the site's CSP).
 */
export function EditUserModal({ person, canPlace, onClose }: EditUserModalProps) {
  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={texts.people.editTitle}
      size="xl"
      centered
      lockScroll={false}
    >
      {person && (
        <Stack gap="md">
          <PersonAccess person={person} canPlace={canPlace} />
          <EditUserForm key={person.id} person={person} canPlace={canPlace} onClose={onClose} />
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The edit form for a person known by id only (a list of their trainings): their details are
 * asked for once someone is to be edited, and the modal opens when they arrive.
 */
export function EditCompanyPersonModal({
  companyId,
  userId,
  canPlace,
  onClose,
}: {
  companyId: string;
  userId: string | null;
  canPlace: boolean;
  onClose: () => void;
}) {
  const people = useCompanyPeople(userId === null ? null : companyId);
  const person = people.data?.find((candidate) => candidate.id === userId) ?? null;
  return <EditUserModal person={person} canPlace={canPlace} onClose={onClose} />;
}

/** The person's status and access actions, above their details. */
function PersonAccess({ person, canPlace }: { person: CompanyPerson; canPlace: boolean }) {
  const me = useCurrentUser();
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <PersonStatus person={person} />
      <PersonAccessActions person={person} canResetAdmins={canPlace} callerId={me.data?.id} />
    </Group>
  );
}

/** "Activ" or "Dezactivat", as the people lists and the edit modal show a person. */
export function PersonStatus({ person }: { person: Pick<CompanyPerson, 'active'> }) {
  return (
    <Badge color={person.active ? 'teal.9' : 'gray.7'} variant="filled" autoContrast tt="none">
      {person.active ? texts.accountAccess.active : texts.accountAccess.deactivated}
    </Badge>
  );
}

function EditUserForm({ person, canPlace, onClose }: EditUserModalProps & { person: CompanyPerson }) {
  const updateUser = useUpdateUser();
  const failure = useFormFailure();
  const form = useForm<PersonValues>({
    initialValues: toPersonValues(person),
    validate: validatePerson,
    onValuesChange: failure.clear,
  });
  const [manager, setManager] = useState(person.manager ?? '');
  const [isWorkplaceManager, setIsWorkplaceManager] = useState(person.is_workplace_manager);
  const isPlacementChanged = form.values.role !== person.role || form.values.company !== person.company;

  const submit = form.onSubmit(({ role, company, ...profile }) => {
    const signing = { manager: manager || null, is_workplace_manager: isWorkplaceManager };
    updateUser.mutate(
      {
        userId: person.id,
        body: canPlace ? { ...profile, ...signing, role, company } : { ...profile, ...signing },
      },
      {
        onSuccess: ({ email_confirmation_sent_to: awaitingConfirmation }) => {
          notifySuccess(
            awaitingConfirmation
              ? `${texts.people.updated} ${texts.emailChange.awaitingConfirmation(awaitingConfirmation)}`
              : texts.people.updated,
          );
          onClose();
        },
        onError: (error) => failure.show(form, error, texts.people.updateFailure),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{texts.people.signedRecordsUnchanged}</Text>
        {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
        <PersonFields form={form} canPlace={canPlace} />
        <ManagerFields
          person={person}
          manager={manager}
          onManagerChange={setManager}
          isWorkplaceManager={isWorkplaceManager}
          onWorkplaceManagerChange={setIsWorkplaceManager}
        />
        {isPlacementChanged && <Text size="sm">{texts.people.roleChangeEndsSessions}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={updateUser.isPending}>
            {texts.common.cancel}
          </Button>
          <Button type="submit" loading={updateUser.isPending}>
            {texts.people.saveChanges}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The person's direct manager, who signs their workplace and periodic trainings (docs/domain.md,
 * signers per phase): an active admin or marked employee of the company; and, for an employee,
 * the mark that makes them one.
 */
function ManagerFields(props: {
  person: CompanyPerson;
  manager: string;
  onManagerChange: (manager: string) => void;
  isWorkplaceManager: boolean;
  onWorkplaceManagerChange: (isWorkplaceManager: boolean) => void;
}) {
  const { person } = props;
  const people = useCompanyPeople(person.company);
  const candidates = (people.data ?? []).filter(
    (candidate) =>
      candidate.id !== person.id &&
      candidate.active &&
      (candidate.role === 'admin' || candidate.is_workplace_manager),
  );
  return (
    <>
      <NativeSelect
        label={texts.people.manager}
        value={props.manager}
        onChange={(event) => props.onManagerChange(event.currentTarget.value)}
        data={[
          { value: '', label: texts.people.noManager },
          ...candidates.map((candidate) => ({
            value: candidate.id,
            label: `${candidate.last_name} ${candidate.first_name} (${candidate.username})`,
          })),
        ]}
      />
      {person.role === 'employee' && (
        <Checkbox
          label={texts.people.isWorkplaceManager}
          checked={props.isWorkplaceManager}
          onChange={(event) => props.onWorkplaceManagerChange(event.currentTarget.checked)}
        />
      )}
    </>
  );
}
