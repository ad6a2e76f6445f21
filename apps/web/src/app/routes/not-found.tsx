import { NotFoundPage } from '../../features/home/components/not-found-page';

export default function Route() {
  return <NotFoundPage />;
}
