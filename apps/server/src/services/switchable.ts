/**
 * An object that forwards every property read to `current()` at the time of the read (methods bound
 * to it), so holders of the object (routes, other services) follow when the target is replaced —
 * e.g. the services of one market source key after an exchange switch.
 */
export function switchable<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get(_target, property) {
      const target = current();
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_target, property) => Reflect.has(current(), property),
  });
}

/** `switchable` for each member of a group of services (`{cpr, cprFeed}` → two forwarding objects). */
export function switchableGroup<T extends { [K in keyof T]: object }>(current: () => T): T {
  const out: Record<string, object> = {};
  for (const name of Object.keys(current()) as (keyof T & string)[])
    out[name] = switchable(() => current()[name] as object);
  return out as T;
}
