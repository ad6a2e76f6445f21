import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { putShopInPage, testShop } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('names the operator’s shop: contact, WhatsApp, social and payment logos chosen, its links and ©', () => {
    putShopInPage(
      testShop({
        name: 'Dibba Dhows',
        supportEmail: 'hello@dibba.example',
        supportPhone: '+971 9 244 0000',
        whatsapp: '+971 50 123 4567',
        address: 'Dibba Port, Fujairah',
        socialLinks: [{ network: 'tiktok', url: 'https://www.tiktok.com/@dibba' }],
        paymentLogos: ['visa', 'applePay'],
        footerLinks: [
          { label: 'Our boats', href: '/about' },
          { label: 'Tide tables', href: 'https://tides.example/dibba' },
        ],
      }),
    );
    renderWithApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Dibba Dhows home' }).textContent).toBe('Dibba Dhows');
    expect(within(footer).getByRole('link', { name: 'hello@dibba.example' }).getAttribute('href')).toBe(
      'mailto:hello@dibba.example',
    );
    expect(within(footer).getByRole('link', { name: '+971 9 244 0000' }).getAttribute('href')).toBe('tel:+97192440000');
    expect(
      within(footer)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/971501234567');
    expect(within(footer).getByText('Dibba Port, Fujairah')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Dibba Dhows on TikTok' }).getAttribute('href')).toBe(
      'https://www.tiktok.com/@dibba',
    );
    expect(within(footer).queryByRole('link', { name: /on Instagram/ })).toBeNull();
    expect(
      within(footer)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('aria-label')),
    ).toEqual(['Visa', 'Apple Pay']);
    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(
      quickLinks.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      ['Our boats', '/about', null],
      ['Tide tables', 'https://tides.example/dibba', '_blank'],
    ]);
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Dibba Dhows. All rights reserved.`)).toBeTruthy();
    expect(footer.textContent).not.toMatch(/rihla/i);
  });

  it('shows no WhatsApp, address, social or payment rows the shop has not set', () => {
    putShopInPage(testShop({ whatsapp: '', address: '', socialLinks: [], paymentLogos: [] }));
    renderWithApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(within(footer).queryByText('We accept')).toBeNull();
    expect(within(footer).queryByRole('img')).toBeNull();
  });

  it('shows the uploaded logo in place of the mark and the name', () => {
    putShopInPage(testShop({ name: 'Dibba Dhows', logo: '/uploads/pictures/logo.webp' }));
    const { container } = renderWithApp(<Footer />);
    const home = screen.getByRole('link', { name: 'Dibba Dhows home' });
    expect(home.textContent).toBe('');
    expect(container.querySelector('footer img')?.getAttribute('src')).toBe('/uploads/pictures/logo.webp');
  });
});
