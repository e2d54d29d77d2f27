import type { AppContext } from '../context.ts';
import { feedbackMessages } from '../db/schema.ts';
import { assertClean } from './generation.ts';

/** Stores a message from the /feedback page (decision 9); the sender's account if signed in. */
export async function saveFeedback(
  ctx: Pick<AppContext, 'db'>,
  opts: { email: string; message: string; user: { id: number; email: string } | null },
) {
  assertClean(opts.message);
  await ctx.db.insert(feedbackMessages).values({
    email: opts.email || opts.user?.email || '',
    message: opts.message,
    userId: opts.user?.id ?? null,
  });
}
