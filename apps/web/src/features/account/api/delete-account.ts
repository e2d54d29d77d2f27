import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/users/delete-user-account { current_password } -> { message }. */
export function deleteAccountRequest(currentPassword: string): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/api/users/delete-user-account', {
    current_password: currentPassword,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccountRequest });
}
