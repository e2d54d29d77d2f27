import { QUIZ_QUESTION_COUNT } from '@app/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { site } from '../content/site.ts';
import { ROUTES } from './routes.ts';

export interface PageMeta {
  title: string;
  description: string;
}

export const DEFAULT_META: PageMeta = {
  title: `${site.productName}: personalised travel plans`,
  description: `Answer ${QUIZ_QUESTION_COUNT} quick questions and get a personalised travel plan: a day-by-day itinerary with places to stay, eat and explore.`,
};

const withName = (title: string) => `${title} | ${site.productName}`;

/** Titles of the routes whose page does not set its own (matched on the exact pathname). */
const ROUTE_META: Partial<Record<string, PageMeta>> = {
  [ROUTES.about]: {
    title: withName('About us'),
    description: `Meet the people behind ${site.productName} and why we build custom travel plans.`,
  },
  [ROUTES.path]: {
    title: withName('Start your travel plan'),
    description:
      'Know where you are going, or need destination ideas? Pick a path and get a plan made for you.',
  },
  [ROUTES.me]: {
    title: withName('My plans'),
    description: 'Your travel plans and the plans shared with you.',
  },
  [ROUTES.account]: { title: withName('Account'), description: DEFAULT_META.description },
  [ROUTES.login]: { title: withName('Sign in'), description: DEFAULT_META.description },
  [ROUTES.register]: {
    title: withName('Create an account'),
    description: DEFAULT_META.description,
  },
  [ROUTES.resetPassword]: {
    title: withName('Reset your password'),
    description: DEFAULT_META.description,
  },
};

export function routeMeta(pathname: string): PageMeta {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_META[trimmed] ?? DEFAULT_META;
}

/** The plan page's title and description use the destination's location. */
export function planPageMeta(location: string | null | undefined): PageMeta {
  if (!location)
    return { title: withName('Your travel plan'), description: DEFAULT_META.description };
  return {
    title: withName(`${location} travel plan`),
    description: `A personalised travel plan for ${location}: day-by-day itinerary, places to stay, restaurants and things to do.`,
  };
}

export function applyMeta({ title, description }: PageMeta): void {
  document.title = title;
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/** The meta of the page being prerendered (entry-prerender.tsx); unused in the browser. */
export const prerenderedMeta: { current: PageMeta | undefined } = { current: undefined };

/**
 * Sets this page's title and description. The shell applies the route defaults in a layout
 * effect, which runs before every page's passive effect, so a page's own meta always wins.
 */
export function usePageMeta(meta: PageMeta | null | undefined): void {
  const { pathname } = useLocation();
  const title = meta?.title;
  const description = meta?.description;
  // Prerendering (no effects run): remember the page's meta for the HTML <head>.
  if (import.meta.env.SSR && title !== undefined && description !== undefined) {
    prerenderedMeta.current = { title, description };
  }
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    // pathname is a dependency so the page re-applies after the shell's per-route reset.
    void pathname;
    applyMeta({ title, description });
  }, [title, description, pathname]);
}
