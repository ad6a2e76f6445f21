import { roleCan, type TOperatorPermission } from '@rihla/shared/rules/operator-roles';
import type { ReactNode } from 'react';
import { type RouteObject, useParams } from 'react-router';
import { Allowed } from '../components/admin-app';
import { ExistingProductPage, NewProductPage, type TProductAccess } from './product-editor-page';
import { ProductListPage } from './product-list-page';
import { ProductPreviewPage, type TLoadStorefrontPages } from './product-preview-page';

/** A product screen for the roles with the permission, told what else the role may do. */
function WithAccess({
  permission,
  children,
}: {
  permission: TOperatorPermission;
  children: (access: TProductAccess) => ReactNode;
}) {
  return (
    <Allowed permission={permission}>
      {({ role }) =>
        children({
          canWrite: roleCan(role, 'catalogue.write'),
          canChangePrices: roleCan(role, 'prices.write'),
          canSeePickups: roleCan(role, 'bookings.read'),
        })
      }
    </Allowed>
  );
}

function ProductListScreen() {
  return (
    <WithAccess permission="catalogue.read">{(access) => <ProductListPage canWrite={access.canWrite} />}</WithAccess>
  );
}

function NewProductScreen() {
  return <WithAccess permission="catalogue.write">{(access) => <NewProductPage access={access} />}</WithAccess>;
}

function ProductScreen() {
  const { id = '' } = useParams();
  return (
    <WithAccess permission="catalogue.read">{(access) => <ExistingProductPage id={id} access={access} />}</WithAccess>
  );
}

/**
 * The back office's screens for products (list, editor, preview), inside the signed-in area under /admin. The
 * app hands in the storefront's product pages for the preview (a feature does not import another).
 */
export function productRoutes({ loadStorefrontPages }: { loadStorefrontPages: TLoadStorefrontPages }): RouteObject[] {
  function ProductPreviewScreen() {
    const { id = '' } = useParams();
    return (
      <WithAccess permission="catalogue.read">
        {() => <ProductPreviewPage id={id} loadStorefrontPages={loadStorefrontPages} />}
      </WithAccess>
    );
  }
  return [
    { path: 'products', Component: ProductListScreen },
    { path: 'products/new', Component: NewProductScreen },
    { path: 'products/:id', Component: ProductScreen },
    { path: 'products/:id/preview', Component: ProductPreviewScreen },
  ];
}
