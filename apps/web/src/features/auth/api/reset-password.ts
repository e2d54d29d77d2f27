import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface ResetTokenCheck {
  email: string;
}

/** GET /auth/check-reset-token/{token} -> { email }, or an error when it is invalid or used. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenCheck> {
  return api.get<ResetTokenCheck>(`/auth/check-reset-token/${encodeURIComponent(token)}`, signal);
}

export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-token', token] as const,
    queryFn: ({ signal }) => checkResetToken(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useResetToken(token: string | null) {
  return useQuery({ ...resetTokenQuery(token ?? ''), enabled: Boolean(token) });
}

export interface UpdatePasswordInput {
  password: string;
  token: string;
}

/** POST /auth/update-password { password, token } -> { message }. */
export function updatePasswordRequest(input: UpdatePasswordInput): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/auth/update-password', input);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePasswordRequest });
}
