import type { AdminUser } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { noteSession, sessionHint } from '../../../lib/session-hint.ts';

/** Every query of the staff area sits under this key, so leaving it clears them all. */
export const adminKey = ['admin'] as const;
export const adminMeKey = [...adminKey, 'me'] as const;

/** POST /admin/auth/login: sets the separate staff session cookie. */
export async function adminLogin(email: string, password: string) {
  const result = await api.post<{ message: string; id: number }>('/admin/auth/login', {
    email,
    password,
  });
  noteSession('staff', true);
  return result;
}

/**
 * GET /api/admin/auth/me: the signed-in staff member; any failure means "not staff". Without a
 * staff session cookie (lib/session-hint.ts) the answer is known: not staff, nothing to ask.
 */
export async function fetchAdminMe(signal?: AbortSignal): Promise<AdminUser> {
  if (sessionHint()?.staff === false) throw new Error('No staff session');
  return api.get<AdminUser>('/api/admin/auth/me', signal);
}

export function useAdminMe() {
  return useQuery({
    queryKey: adminMeKey,
    queryFn: ({ signal }) => fetchAdminMe(signal),
    retry: false,
  });
}

/** POST /api/admin/auth/logout */
export async function adminLogout() {
  try {
    return await api.post<{ message: string }>('/api/admin/auth/logout');
  } finally {
    noteSession('staff', false);
  }
}
