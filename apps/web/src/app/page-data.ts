/**
 * The data a page was rendered with on the server (entry-prerender.tsx renderWithData), as
 * TanStack Query entries: the server writes them into the page as JSON
 * (<script type="application/json" id="page-data">, never executed), and the app's query
 * client starts with them, so its first render shows what the server showed, with no request.
 */
export const PAGE_DATA_ID = 'page-data';

export type PageData = Array<[queryKey: readonly unknown[], data: unknown]>;

/** The page's data, once (the element is removed); empty on a page without any. */
export function takePageData(): PageData {
  if (typeof document === 'undefined') return [];
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element) return [];
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    return Array.isArray(data) ? (data as PageData) : [];
  } catch {
    return [];
  }
}

/** The JSON for the page-data element: `<` escaped, so no text can close the element. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
