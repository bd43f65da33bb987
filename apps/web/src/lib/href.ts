/**
 * Typed links. `href('/admin/application-view/:userId', { userId })` only accepts a path some route
 * table declares, and asks for exactly the parameters that path has (`:id` required, `:id?`
 * optional, `{product}` for suffix routes). The tables live in app/; app/routes/index.ts registers
 * their paths here through `RouteRegistry`, the way React Router's own `Register` works, so shared
 * code and features get the checks without importing app/.
 */

// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging (app/routes/index.ts)
export interface RouteRegistry {}

/** Every path of the route tables (any string until the tables are registered). */
export type AppPath = RouteRegistry extends { path: infer P extends string } ? P : string;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredParam<S> = S extends `:${string}?`
  ? never
  : S extends `:${infer Name}`
    ? Name
    : S extends `{${infer Name}}${string}`
      ? Name
      : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;

/** The parameters a path pattern takes, e.g. `{ store_id: string; order_id?: string }`. */
export type PathParams<P extends string> = { [K in RequiredParam<Segments<P>>]: string | number } & {
  [K in OptionalParam<Segments<P>>]?: string | number | null;
};

type ParamArgs<P extends string> = keyof PathParams<P> extends never ? [] : [params: PathParams<P>];

/** A concrete URL path for a table pattern; parameter values are URL-encoded. */
export function href<P extends AppPath>(path: P, ...args: ParamArgs<P>): string {
  const params = (args[0] ?? {}) as Record<string, string | number | null | undefined>;
  const value = (name: string) => {
    const v = params[name];
    if (v === undefined || v === null || v === '') throw new Error(`href(${path}): missing "${name}"`);
    return encodeURIComponent(String(v));
  };
  const filled = path
    .replace(/\{(\w+)\}/g, (_, name: string) => value(name))
    .replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) =>
      optional && (params[name] === undefined || params[name] === null || params[name] === '')
        ? ''
        : `/${value(name)}`,
    );
  return filled || '/';
}
