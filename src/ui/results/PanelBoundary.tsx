// An error boundary around each results tab: a view that fails shows a sentence (never a blank
// tree, never JavaScript's error text) and the other tabs keep working. It resets when the tab or
// the result changes.
import { Component, type ReactNode } from 'react';

interface Props {
  /** The sentence shown instead of the view. */
  message: string;
  children: ReactNode;
}

export class PanelBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error); // for a bug report; the page shows only the sentence
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <p className="failure" role="alert">
        {this.props.message}
      </p>
    ) : (
      this.props.children
    );
  }
}
