import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/users/delete-user-account -> { message }. */
export function deleteAccountRequest(): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/api/users/delete-user-account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccountRequest });
}
