import { type RouteObject, useParams } from 'react-router';
import { Allowed } from '../components/admin-app';
import { PromoCodePage } from './promo-code-page';
import { EditPromoCodePage, PromoEditorPage } from './promo-editor-page';
import { PromoListPage } from './promo-list-page';

function PromoListScreen() {
  return <Allowed permission="promotions.write">{() => <PromoListPage />}</Allowed>;
}

function NewPromoCodeScreen() {
  return <Allowed permission="promotions.write">{() => <PromoEditorPage promo={null} />}</Allowed>;
}

function PromoCodeScreen() {
  const { code = '' } = useParams();
  return <Allowed permission="promotions.write">{() => <PromoCodePage code={code} />}</Allowed>;
}

function EditPromoCodeScreen() {
  const { code = '' } = useParams();
  return <Allowed permission="promotions.write">{() => <EditPromoCodePage code={code} />}</Allowed>;
}

/** The discount codes desk (issue 20, decision 049), inside the signed-in area under /admin. */
export const PROMO_ROUTES: RouteObject[] = [
  { path: 'promotions', Component: PromoListScreen },
  { path: 'promotions/new', Component: NewPromoCodeScreen },
  { path: 'promotions/:code', Component: PromoCodeScreen },
  { path: 'promotions/:code/edit', Component: EditPromoCodeScreen },
];
