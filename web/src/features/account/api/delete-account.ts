import { ZAccountDeletedSchema } from '@app/shared/account';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';

/**
 * DELETE /api/account: the account goes, the orders and bookings of its email stay with their figures but
 * without name, email, phone and address. 409 ACCOUNT_BUSY while an order is under way or a booking is
 * ahead (its message says which).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiDelete(PUBLIC_API.account, { schema: ZAccountDeletedSchema }),
  });
}
