import { useId } from 'react';
import { t } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/storage';
import { useBoughtGiftCards } from '../api/list-gift-cards';
import { GiftCardDetails } from './gift-card-details';

/** The orders page's "Gift cards" section: every card the shopper bought, with its code; nothing when there is none. */
export function BoughtGiftCards() {
  const headingId = useId();
  const cards = useBoughtGiftCards(isLoggedIn());
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="container-page pb-10">
      <div className="mx-auto max-w-5xl">
        <h2 id={headingId} className="mb-3 text-xl font-bold text-ink">
          {t('Gift cards')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {cards.data.map((card) => (
            <GiftCardDetails key={card.id} card={card} />
          ))}
        </div>
      </div>
    </section>
  );
}
