import type { CurrentUser, LoginBody, RegisterBody } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSetCurrentUser } from './current-user.ts';

export type LoginInput = LoginBody;
export type RegisterInput = RegisterBody;

/** POST /auth/login -> { id, firstName, email }; the server sets the session cookie. */
export function loginRequest(input: LoginInput): Promise<CurrentUser> {
  return api.post<CurrentUser>('/auth/login', input);
}

/** POST /auth/register -> { id, firstName, email }; the new user is signed in. */
export function registerRequest(input: RegisterInput): Promise<CurrentUser> {
  return api.post<CurrentUser>('/auth/register', input);
}

/** POST /auth/forgot-password: an OK answer is success whatever the body says. */
export async function forgotPasswordRequest(email: string): Promise<void> {
  await api.post<unknown>('/auth/forgot-password', { email });
}

export function useLogin() {
  const setUser = useSetCurrentUser();
  return useMutation({ mutationFn: loginRequest, onSuccess: (user) => setUser(user) });
}

export function useRegister() {
  const setUser = useSetCurrentUser();
  return useMutation({ mutationFn: registerRequest, onSuccess: (user) => setUser(user) });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPasswordRequest });
}
