import { type RouteObject, useParams } from 'react-router';
import { Allowed } from '../components/admin-app';
import { EditPartnerPage, PartnerEditorPage } from './partner-editor-page';
import { PartnerListPage } from './partner-list-page';
import { PartnerPage } from './partner-page';
import { PartnerStatementPage } from './statement-page';

function PartnerListScreen() {
  return <Allowed permission="partners.manage">{() => <PartnerListPage />}</Allowed>;
}

function NewPartnerScreen() {
  return <Allowed permission="partners.manage">{() => <PartnerEditorPage partner={null} />}</Allowed>;
}

function PartnerScreen() {
  const { id = '' } = useParams();
  // NOTE: keyed by the partner, so a move to another partner's page starts its choices afresh.
  return <Allowed permission="partners.manage">{() => <PartnerPage key={id} id={id} />}</Allowed>;
}

function EditPartnerScreen() {
  const { id = '' } = useParams();
  return <Allowed permission="partners.manage">{() => <EditPartnerPage id={id} />}</Allowed>;
}

function PartnerStatementScreen() {
  const { id = '' } = useParams();
  return <Allowed permission="partners.manage">{() => <PartnerStatementPage id={id} />}</Allowed>;
}

/** The partners desk (issue 39, decision 122), inside the signed-in area under /admin. */
export const PARTNER_ROUTES: RouteObject[] = [
  { path: 'partners', Component: PartnerListScreen },
  { path: 'partners/new', Component: NewPartnerScreen },
  { path: 'partners/:id', Component: PartnerScreen },
  { path: 'partners/:id/edit', Component: EditPartnerScreen },
  { path: 'partners/:id/statement', Component: PartnerStatementScreen },
];
