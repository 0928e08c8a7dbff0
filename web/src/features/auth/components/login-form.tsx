import { type TLogin, ZLoginSchema } from '@app/shared/auth';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { login } from '@/features/auth/api/login';
import { useAuth } from '@/features/auth/auth-context';
import { loginErrorMessage } from '@/features/auth/login-error';
import { landingAfterSignIn } from '@/features/auth/next-path';
import { useAdminT } from '@/i18n/use-i18n';
import { fieldErrorsFromZod } from '@/lib/form-errors';

type TField = keyof TLogin;

/**
 * Admin sign-in (spec section 2 /login): both fields required, checked before anything is sent; on
 * success the login entry is replaced by `next` (a kitchen account's: the kitchen display); a failure
 * shows the server's words in an alert.
 */
export function LoginForm({ next }: { next: string }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const { setSession } = useAuth();
  const [values, setValues] = useState<TLogin>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<TField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useMutation({ mutationFn: login });

  const change = (field: TField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    const parsed = ZLoginSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setFailure(null);
    let session: Awaited<ReturnType<typeof login>>;
    try {
      session = await signIn.mutateAsync(parsed.data);
    } catch (error) {
      setFailure(loginErrorMessage(error));
      return;
    }
    setSession(session);
    const landing = landingAfterSignIn(session.role, next);
    if (landing === null) {
      setFailure(t('login.noAccess'));
      return;
    }
    await navigate(landing, { replace: true });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('login.username')}
          name="username"
          autoComplete="username"
          required
          value={values.username}
          onChange={change('username')}
          error={fieldErrors.username}
        />
        <TextInput
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={fieldErrors.password}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
