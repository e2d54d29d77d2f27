import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { emailOutbox } from '../db/schema.ts';

type Ctx = Pick<AppContext, 'db'>;

/** The newest stored messages (the development mailbox shows these). */
export function recentMail(ctx: Ctx, limit = 100) {
  return ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}

export async function findMail(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}
