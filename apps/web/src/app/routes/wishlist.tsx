import { WishlistPage } from '../../features/wishlist/components/wishlist-page';

export default function Route() {
  return <WishlistPage />;
}
