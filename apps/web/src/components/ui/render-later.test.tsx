import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderLater } from './render-later';

describe('RenderLater', () => {
  it('holds the place with an empty box, then renders the sections one at a time in page order', async () => {
    const shown: string[] = [];
    const Section = ({ name }: { name: string }) => {
      shown.push(name);
      return <h2>{name}</h2>;
    };
    const { container } = render(
      <main>
        <h1>First screen</h1>
        <RenderLater placeholderClassName="h-[500px]">
          <Section name="Second" />
        </RenderLater>
        <RenderLater placeholderClassName="h-[300px]">
          <Section name="Third" />
        </RenderLater>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Second' })).toBeNull();
    const boxes = container.querySelectorAll('[aria-hidden="true"]');
    expect([...boxes].map((box) => box.className)).toEqual(['h-[500px]', 'h-[300px]']);

    expect(await screen.findByRole('heading', { name: 'Third' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Second' })).toBeTruthy();
    expect([...new Set(shown)]).toEqual(['Second', 'Third']);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });
});
