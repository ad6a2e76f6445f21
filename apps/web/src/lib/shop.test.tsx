import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { putShopInPage, testShop } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { ok, stubApi } from '../test/stub-api';
import { useShop, whatsAppLink } from './shop';

function ShopName() {
  return <p>{useShop().name}</p>;
}

describe('useShop', () => {
  it('reads the shop the page carries on the first render, without asking the server', async () => {
    putShopInPage(testShop({ name: 'Dibba Dhows </script>' }));
    const calls = stubApi({ 'shop/settings': ok(testShop({ name: 'From the server' })) });
    renderWithApp(<ShopName />);
    expect(screen.getByText('Dibba Dhows </script>')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.name)).toEqual([]);
  });

  it('asks shop/settings on a page served without the shop (npm run dev)', async () => {
    putShopInPage(null);
    const calls = stubApi({ 'shop/settings': ok(testShop({ name: 'From the server' })) });
    renderWithApp(<ShopName />);
    expect(await screen.findByText('From the server')).toBeTruthy();
    expect(calls.map((call) => call.name)).toEqual(['shop/settings']);
  });

  it('shows words that name no shop while the answer is awaited or when it fails', async () => {
    putShopInPage(null);
    stubApi({});
    renderWithApp(<ShopName />);
    expect(screen.getByText('Tour shop')).toBeTruthy();
  });
});

describe('whatsAppLink', () => {
  it('links the digits of a number as typed, and nothing for none', () => {
    expect(whatsAppLink('+971 50 123-4567')).toBe('https://wa.me/971501234567');
    expect(whatsAppLink('')).toBeNull();
  });
});
