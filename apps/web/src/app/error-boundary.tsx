import { Component, type ErrorInfo, type ReactNode } from 'react';
import { markInteractive } from '../lib/interactive.ts';
import { FallbackScreen } from './fallback-screen.tsx';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the pathname), a caught error is cleared and children render again. */
  resetKey?: string;
}

interface State {
  hasError: boolean;
  resetKey: string | undefined;
}

/**
 * Shows the fallback screen instead of a blank page when rendering throws, including when a
 * page's chunk fails to load. Used around the whole app and around the routed page.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { hasError: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error', error, info.componentStack);
    // The fallback screen is the page now: the app is as interactive as it will get.
    markInteractive();
  }

  override render(): ReactNode {
    return this.state.hasError ? <FallbackScreen /> : this.props.children;
  }
}
