import { Text } from '@mantine/core';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export type Loaded<P> = { Component?: ComponentType<P>; failed?: boolean };

export type Preloadable<P> = {
  /** Starts loading the component's code (a page that will need it calls this as it opens). */
  preload(): void;
  /** The component once its code is here, or `failed` when it could not be loaded. */
  useComponent(): Loaded<P>;
};

/**
 * A component whose code is loaded on demand, like React's `lazy`, that a page can start loading
 * before it is needed and that shows the moment its code is here. Being outside Suspense, its
 * arrival is not held back to pace the reveal of other suspended content.
 */
export function preloadable<P>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => (component = module.default),
      (error: unknown) => {
        loading = undefined; // a later render may try again
        throw error;
      },
    );
    return loading;
  };
  return {
    preload: () => void start().catch(() => undefined),
    useComponent() {
      const [state, setState] = useState<Loaded<P>>(() => ({ Component: component }));
      useEffect(() => {
        if (state.Component) return;
        let live = true;
        start().then(
          (Component) => live && setState({ Component }),
          () => live && setState({ failed: true }),
        );
        return () => {
          live = false;
        };
      }, [state.Component]);
      return state;
    },
  };
}

/** Shows a preloadable component once its code is here: `placeholder` until then, `failure` if it cannot load. */
export function Preloaded<P extends object>({
  code,
  props,
  placeholder,
  failure,
}: {
  code: Preloadable<P>;
  props: P;
  placeholder: ReactNode;
  failure: string;
}) {
  const { Component, failed } = code.useComponent();
  if (Component) return <Component {...props} />;
  if (failed) {
    return (
      <Text size="sm" c="red" role="alert">
        {failure}
      </Text>
    );
  }
  return placeholder;
}
