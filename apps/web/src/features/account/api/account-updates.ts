import type { CurrentUser } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentUserKey } from '../../auth/api/current-user.ts';

interface MessageBody {
  message?: string;
}

/** POST /auth/account-update-first-name { first_name, user_id }. */
export function updateFirstName(input: { firstName: string; userId: number }) {
  return api.post<MessageBody>('/auth/account-update-first-name', {
    first_name: input.firstName,
    user_id: input.userId,
  });
}

/** POST /auth/account-update-email { email, current_password, user_id }; failures carry `error`. */
export function updateEmail(input: { email: string; currentPassword: string; userId: number }) {
  return api.post<MessageBody>('/auth/account-update-email', {
    email: input.email,
    current_password: input.currentPassword,
    user_id: input.userId,
  });
}

/** POST /auth/account-update-password { password, current_password, user_id } -> { message }. */
export function updateAccountPassword(input: {
  password: string;
  currentPassword: string;
  userId: number;
}) {
  return api.post<MessageBody>('/auth/account-update-password', {
    password: input.password,
    current_password: input.currentPassword,
    user_id: input.userId,
  });
}

/** Keeps the cached user (header greeting, welcome line) in step with a saved change. */
function usePatchUser() {
  const queryClient = useQueryClient();
  return (patch: Partial<CurrentUser>) =>
    queryClient.setQueryData<CurrentUser | null>(currentUserKey, (user) =>
      user ? { ...user, ...patch } : user,
    );
}

export function useUpdateFirstName() {
  const patchUser = usePatchUser();
  return useMutation({
    mutationFn: updateFirstName,
    onSuccess: (_data, input) => patchUser({ firstName: input.firstName }),
  });
}

export function useUpdateEmail() {
  const patchUser = usePatchUser();
  return useMutation({
    mutationFn: updateEmail,
    // The server signs every other browser out and gives this one a fresh session.
    onSuccess: (_data, input) => patchUser({ email: input.email }),
  });
}

export function useUpdateAccountPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountPassword,
    // A password change may end other sessions; re-check ours against the server.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
