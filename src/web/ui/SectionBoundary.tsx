import { Component, type ErrorInfo, type ReactNode } from 'react';
import { button, notice } from './controls.css.ts';

interface State {
  error: Error | null;
}

/** Keeps a failure inside one section of a console: the rest of it stays usable. */
export class SectionBoundary extends Component<{ section: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.section} section failed:`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className={notice.error} role="alert">
        <p>
          <strong>The {this.props.section} section could not be shown.</strong> {this.state.error.message}
        </p>
        <button type="button" className={button.secondary} onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
