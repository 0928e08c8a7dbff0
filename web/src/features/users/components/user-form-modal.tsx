import { USER_ROLES } from '@app/shared/enums';
import type { TUser } from '@app/shared/users';
import { Select, TextInput } from '@mantine/core';
import { DialogForm, FormDialog } from '@/components/form-actions';
import { type TCreateUserBody, useCreateUser } from '@/features/users/api/create-user';
import { type TUpdateUserBody, useUpdateUser } from '@/features/users/api/update-user';
import {
  checkNewUser,
  checkUserChanges,
  NEW_USER_VALUES,
  placeUserField,
  type TUserFormValues,
  valuesFromUser,
} from '@/features/users/user-form';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';

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
    <FormDialog
      opened={opened}
      title={user ? t('users.edit') : t('users.add')}
      saving={saving}
      onClose={onClose}
    >
      <UserForm key={formKey} user={user} onDone={onClose} saving={saving} create={create} update={update} />
    </FormDialog>
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
  const form = useSchemaForm<TUserFormValues, TCreateUserBody | TUpdateUserBody>({
    initialValues: user ? valuesFromUser(user) : NEW_USER_VALUES,
    // Editing leaves an empty password out: the user keeps the current one.
    check: user ? checkUserChanges : checkNewUser,
    placeServerError: placeUserField,
  });

  const submit = form.onSubmit(
    async (body) => {
      if (user) {
        await update.mutateAsync({ id: user.id, body });
        notifySuccess(tAdmin('common.updated'));
      } else {
        // Without a user to edit, the check was checkNewUser's: the body has the password.
        await create.mutateAsync(body as TCreateUserBody);
        notifySuccess(tAdmin('common.created'));
      }
      onDone();
    },
    ({ error }) => notifyError(error, tAdmin('common.saveFailed')),
  );

  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput
        label={t('users.username')}
        required
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('username')}
      />
      <TextInput
        label={t('common.email')}
        type="email"
        required
        autoComplete="off"
        {...form.getInputProps('email')}
      />
      <Select
        label={t('users.role')}
        required
        data={[...USER_ROLES].sort().map((role) => ({ value: role, label: t('users.roleName', { role }) }))}
        allowDeselect={false}
        {...form.getInputProps('role')}
        description={
          form.values.role === 'KITCHEN'
            ? t('users.roleKitchenHint')
            : form.values.role === 'COURIER'
              ? t('users.roleCourierHint')
              : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <TextInput
        label={t('users.firstName')}
        description={t('users.firstNameHint')}
        autoComplete="off"
        maxLength={100}
        {...form.getInputProps('firstName')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <TextInput
        label={user ? t('users.newPassword') : t('users.password')}
        type="password"
        required={!user}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
    </DialogForm>
  );
}
