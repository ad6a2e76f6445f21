import { AboutPage } from '../../features/content/components/about-page';

export default function Route() {
  return <AboutPage />;
}
