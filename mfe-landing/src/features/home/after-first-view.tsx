import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterFirstView } from '@iq/contracts';

interface DeferredProps {
  /** What shows until the code is in: also what the prerendered page holds, so hydration matches. */
  placeholder: ReactNode;
  /** What shows if the code cannot be loaded; `retry` tries again. Default: the placeholder. */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * A part of a page whose code loads only after the first view (issue 9): the parts of the home
 * page that call the server (the report's price, the list of tests) bring RTK Query with them,
 * which the hero does not need to show or to work. Until then, and in the prerendered HTML, the
 * placeholder shows; once the module is in, later renders use it at once.
 */
export function afterFirstViewComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= afterFirstView()
      .then(load)
      .then((component) => (loaded = component));
    loading.catch(() => (loading = null)); // the next attempt loads again
    return loading;
  };

  function Deferred({ placeholder, failed, ...props }: P & DeferredProps) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [error, setError] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (Component) return;
      let live = true;
      start().then(
        (component) => live && setComponent(() => component),
        () => live && setError(true),
      );
      return () => {
        live = false;
      };
    }, [Component, attempt]);
    if (Component) return <Component {...(props as unknown as P)} />;
    if (error && failed)
      return failed(() => {
        setError(false);
        setAttempt((n) => n + 1);
      });
    return placeholder;
  }
  return Deferred;
}
