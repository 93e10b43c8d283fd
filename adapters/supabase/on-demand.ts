/** An object whose members are all methods answering a promise (an interface too: no index signature needed). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any arguments: each method keeps its own signature
type AsyncMethods<T> = { [K in keyof T]: (...args: any[]) => Promise<unknown> };

/**
 * A capability whose file loads on its first call (issue 45): the page's first view carries only the capabilities
 * built eagerly. Every method of the port answers a promise, so a caller sees no difference: each method here awaits
 * the module (once; again after a failed load), builds the capability and calls through. `names` lists the
 * methods, checked against the capability's type, so a method added to the port cannot be left out.
 */
export function onDemand<T extends AsyncMethods<T>>(
  names: NoInfer<{ [K in keyof T]-?: true }>,
  load: () => Promise<T>,
): T {
  let capability: Promise<T> | null = null;
  const loaded = () =>
    (capability ??= load().catch((error: unknown) => {
      capability = null;
      throw error;
    }));
  const call = async (name: string, args: unknown[]) => {
    const methods = (await loaded()) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    return methods[name]!(...args);
  };
  return Object.fromEntries(Object.keys(names).map((name) => [name, (...args: unknown[]) => call(name, args)])) as T;
}
