import { type TUserRole, USER_ROLES } from '@app/shared/enums';
import type { TUser } from '@app/shared/users';
import { Modal, Select, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DialogForm } from '@/components/form-actions';
import { useCreateUser } from '@/features/users/api/create-user';
import { useUpdateUser } from '@/features/users/api/update-user';
import {
  checkNewUser,
  checkUserChanges,
  NEW_USER_VALUES,
  serverFieldErrors,
  type TUserField,
  type TUserFieldErrors,
  type TUserFormValues,
  valuesFromUser,
} from '@/features/users/user-form';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';

interface TUserFormModalProps {
  opened: boolean;
  /** The user being edited, or null to add one. */
  user: TUser | null;
  /** Changes on every opening: the form starts afresh. */
  formKey: number;
  onClose: () => void;
}

/** The Add/Edit user dialog (spec section 2): Save sends, Cancel closes. */
export function UserFormModal({ opened, user, formKey, onClose }: TUserFormModalProps) {
  const t = useAdminT();
  const create = useCreateUser();
  const update = useUpdateUser();
  const saving = create.isPending || update.isPending;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={user ? t('users.edit') : t('users.add')}
      centered
    >
      <UserForm key={formKey} user={user} onDone={onClose} saving={saving} create={create} update={update} />
    </Modal>
  );
}

interface TUserFormProps {
  user: TUser | null;
  saving: boolean;
  onDone: () => void;
  create: ReturnType<typeof useCreateUser>;
  update: ReturnType<typeof useUpdateUser>;
}

function UserForm({ user, saving, onDone, create, update }: TUserFormProps) {
  const t = useAdminT();
  const [values, setValues] = useState<TUserFormValues>(() =>
    user ? valuesFromUser(user) : NEW_USER_VALUES,
  );
  const [errors, setErrors] = useState<TUserFieldErrors>({});

  function set<K extends TUserField>(field: K, value: TUserFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    try {
      if (user) {
        const checked = checkUserChanges(values);
        if (!checked.ok) return setErrors(checked.errors);
        await update.mutateAsync({ id: user.id, body: checked.body });
        notifySuccess(tAdmin('common.updated'));
      } else {
        const checked = checkNewUser(values);
        if (!checked.ok) return setErrors(checked.errors);
        await create.mutateAsync(checked.body);
        notifySuccess(tAdmin('common.created'));
      }
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(serverFieldErrors(error.details));
      notifyError(error, tAdmin('common.saveFailed'));
    }
  }

  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput
        label={t('users.username')}
        required
        autoComplete="off"
        data-autofocus
        value={values.username}
        onChange={(event) => set('username', event.currentTarget.value)}
        error={errors.username}
      />
      <TextInput
        label={t('common.email')}
        type="email"
        required
        autoComplete="off"
        value={values.email}
        onChange={(event) => set('email', event.currentTarget.value)}
        error={errors.email}
      />
      <Select
        label={t('users.role')}
        required
        data={[...USER_ROLES].sort().map((role) => ({ value: role, label: t('users.roleName', { role }) }))}
        allowDeselect={false}
        value={values.role}
        onChange={(role) => {
          if (role) set('role', role as TUserRole);
        }}
        error={errors.role}
      />
      <TextInput
        label={user ? t('users.newPassword') : t('users.password')}
        type="password"
        required={!user}
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password', event.currentTarget.value)}
        error={errors.password}
      />
    </DialogForm>
  );
}
