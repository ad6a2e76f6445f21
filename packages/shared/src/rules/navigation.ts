import { DETAIL_ROUTE_MODULES, type TModule } from '../constants.js';

/** SPEC "Navigation rule for items": picnic and inBound open the detail route, every other module the package route. */
export function itemPath(module: string, planId: string): string {
  const base = (DETAIL_ROUTE_MODULES as readonly string[]).includes(module) ? 'detail' : 'package';
  return `/${base}/${encodeURIComponent(module)}/${encodeURIComponent(planId)}`;
}

export function isDetailRouteModule(module: TModule): boolean {
  return DETAIL_ROUTE_MODULES.includes(module);
}
