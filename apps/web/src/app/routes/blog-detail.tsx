import { useParams } from 'react-router';
import { BlogDetailPage } from '../../features/blog/components/blog-detail-page';

export default function Route() {
  const { id = '' } = useParams();
  return <BlogDetailPage key={id} id={id} />;
}
