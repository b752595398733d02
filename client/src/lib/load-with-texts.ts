import { lazy } from 'react';
import { loadNamespace, type LazyNamespace } from '../i18n/i18n';

/**
 * A module the shell loads on demand, together with the lazily loaded texts its code shows (the shell's own texts
 * are always there). shell-texts.test.ts reads these calls: the module may use the texts named here.
 */
export async function importWithTexts<Module>(
  namespaces: LazyNamespace[],
  load: () => Promise<Module>,
): Promise<Module> {
  return (await Promise.all([load(), ...namespaces.map(loadNamespace)]))[0];
}

/** Any component `lazy` takes (its own constraint). */
type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

/** A component of the shell loaded on demand with the texts it shows ({@link importWithTexts}). */
export function lazyWithTexts<Component extends LazyComponent>(
  namespaces: LazyNamespace[],
  load: () => Promise<{ default: Component }>,
) {
  return lazy(() => importWithTexts(namespaces, load));
}
