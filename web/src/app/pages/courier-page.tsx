import type { TUserRole } from '@app/shared/enums';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SessionGuard } from '@/app/admin-guard';
import { logout } from '@/features/auth/api/logout';
import { SIGNED_OUT_STATE, useAuth } from '@/features/auth/auth-context';
import { CourierScreen } from '@/features/couriers/components/courier-screen';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError } from '@/lib/toast';
import { paths } from '@/paths';

/** The courier's door: a COURIER account (a courier's phone) or an admin; anyone else signs in first. */
const allowsCourier = (role: TUserRole | null) => role === 'COURIER' || role === 'ADMIN';

/** "Sign out (luca)": a phone may be shared; the login page forgets the session once shown. */
function SignOutButton() {
  const t = useAdminT();
  const { session } = useAuth();
  const navigate = useNavigate();
  const signOut = useMutation({ mutationFn: logout });
  const onSignOut = async () => {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      notifyError(error, t('layout.logoutFailed'));
      return;
    }
    await navigate(paths.login, { state: SIGNED_OUT_STATE });
  };
  return (
    <Button
      variant="subtle"
      color="dark"
      mih={48}
      loading={signOut.isPending}
      onClick={() => void onSignOut()}
    >
      {t('courier.signOut', { name: session?.username ?? '' })}
    </Button>
  );
}

/**
 * /courier: a courier's deliveries on their phone, outside the back office's navigation (as the kitchen
 * display): what to take where, what to collect, and the two steps picked up and delivered.
 */
export function CourierPage() {
  return (
    <SessionGuard allows={allowsCourier}>
      <CourierScreen account={<SignOutButton />} />
    </SessionGuard>
  );
}
