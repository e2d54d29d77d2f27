import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { takePageData } from './page-data.ts';
import { createQueryClient } from './query-client.ts';

/** One client for the whole session, created when the first page that needs it loads. */
export const queryClient = createQueryClient();
// A page the server rendered with its data starts with that data (app/page-data.ts).
for (const [key, data] of takePageData()) queryClient.setQueryData(key, data);

/**
 * The server's renders (entry-prerender.tsx renderWithData) each use a client of their own,
 * so one visitor's page data never sits in another's render.
 */
export const RenderQueryClient = createContext<QueryClient | null>(null);

export function QueryProviders({ children }: { children: ReactNode }) {
  const client = useContext(RenderQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
