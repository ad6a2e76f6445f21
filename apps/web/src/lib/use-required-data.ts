import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showFailure } from './show-failure';

/**
 * Pages for logged-in users (cart, wishlist, orders, checkout): when the server reports a failure (typically
 * not logged in), show its message and go home (SPEC sections 6 and 8).
 */
export function useRedirectHomeOnFailure(query: Pick<UseQueryResult, 'error'>): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!query.error) return;
    showFailure(query.error, { toastId: `redirect-${query.error.message}` });
    navigate('/', { replace: true });
  }, [query.error, navigate]);
}
