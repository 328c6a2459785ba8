export type ApiRoute = { path: string; methods: string[] };

export function readApiRoutes(dir?: string): ApiRoute[];
export function routeFor(routes: readonly ApiRoute[], pathname: string): ApiRoute | null;
export function allowedMethods(route: ApiRoute): string[];
