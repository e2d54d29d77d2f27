import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface FeedbackInput {
  email: string;
  feedback: string;
}

/** POST /api/feedback -> 201 { message }: the server stores the message for the operator. */
export function sendFeedback(input: FeedbackInput): Promise<{ message?: string } | undefined> {
  return api.post<{ message?: string } | undefined>('/api/feedback', input);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
