import { Component, type ReactNode } from 'react';

interface Props {
  blockId: string;
  componentName: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** One boundary per block, so a crash in one block never blanks the page. */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`Block ${this.props.blockId} (${this.props.componentName}) crashed`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
