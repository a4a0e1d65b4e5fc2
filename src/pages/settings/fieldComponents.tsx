// The settings entities' field components by name (src/engine/ui/fieldComponents.ts), registered by the
// app at start-up. Their code loads when a form or record page first shows one.
import { Suspense, type ComponentType } from 'react';
import type { FieldComponent } from '../../engine/ui/fieldComponents';
import { lazyPage } from '../../engine/ui/lazyPage';

const fields = () => import('./fieldScreens');

/** A part of ./fieldScreens.tsx, loaded on first use; nothing shows until it is. */
function loaded<P extends object>(pick: (module: Awaited<ReturnType<typeof fields>>) => ComponentType<P>) {
  const Part = lazyPage(() => fields().then((module) => ({ default: pick(module) })));
  return function LoadedPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const SETTINGS_FIELD_COMPONENTS: Readonly<Record<string, FieldComponent>> = {
  grants: { Input: loaded((m) => m.GrantsInput), Show: loaded((m) => m.GrantsShow), wide: true },
  // No Show: a password is never on a record page.
  password: { Input: loaded((m) => m.PasswordInput) },
};
