import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { RouteError } from './ErrorPage';
import type { RouteFailure } from './routeFailure';

interface Props {
  location: Location;
  children: ReactNode;
}

interface State {
  failure: RouteFailure | null;
  location: Location;
}

/**
 * What react-router's route error boundary did: an error thrown while rendering shows the error
 * page (a 500) in place of what failed, until the next location.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { kind: 'thrown', error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failure: null, location: props.location };
  }

  override render() {
    return this.state.failure ? <RouteError failure={this.state.failure} /> : this.props.children;
  }
}
