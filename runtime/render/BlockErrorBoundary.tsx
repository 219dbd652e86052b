import { Component, type ReactNode } from 'react';

interface Props {
  blockId: string;
  componentName: string;
  /** What replaces the block once it has thrown. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
}

/** One boundary per block, so a crash in one block never blanks the page. */
export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`Block ${this.props.blockId} (${this.props.componentName}) crashed`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
