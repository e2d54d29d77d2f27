import type { FeedbackBody, MessageResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type FeedbackInput = FeedbackBody;

/** POST /api/feedback -> 201 { message }: the server stores the message for the operator. */
export function sendFeedback(input: FeedbackInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/feedback', input);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
