import { type ComponentType, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * Hydrates one island as a React root of its own; resolves once its effects have run (its event
 * handlers are attached), so an early press can be replayed.
 */
export function hydrateIsland(
  element: Element,
  Component: ComponentType<never>,
  props: object,
  identifierPrefix: string,
): Promise<void> {
  const Island = Component as ComponentType<object>;
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <Island {...props} />
        <Hydrated onHydrated={resolve} />
      </StrictMode>,
      { identifierPrefix },
    );
  });
}
