import { todayInDubai } from '@rihla/shared/rules/time';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateStrip } from './date-strip';
import { appendDays, canPrependDay, dayCardParts, initialDays, prependDay } from './date-strip-days';

describe('date strip days', () => {
  it('starts at today with seven days', () => {
    expect(initialDays('2026-12-29')).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
  });

  it('appends days after the last one', () => {
    expect(appendDays(['2026-11-21', '2026-11-22'], 2)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('prepends the day before the first one, but never a day before today', () => {
    expect(prependDay(['2026-11-23', '2026-11-24'], '2026-11-21')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(canPrependDay(['2026-11-21', '2026-11-22'], '2026-11-21')).toBe(false);
    expect(prependDay(['2026-11-21', '2026-11-22'], '2026-11-21')).toEqual(['2026-11-21', '2026-11-22']);
  });

  it('shows each day with its number, month and weekday', () => {
    expect(dayCardParts('2026-11-21')).toMatchObject({ day: '21', month: 'Nov', weekday: 'Sat' });
  });
});

function Harness({ start, today, onSelect }: { start: string; today: string; onSelect?: (date: string) => void }) {
  const [days, setDays] = useState(() => initialDays(start));
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <DateStrip
      days={days}
      onDaysChange={setDays}
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        onSelect?.(date);
      }}
      today={today}
    />
  );
}

const dayButtons = () =>
  screen.getAllByRole('button', { pressed: false }).concat(screen.queryAllByRole('button', { pressed: true }));

describe('DateStrip', () => {
  it('shows seven days from today in Dubai', () => {
    const today = todayInDubai();
    render(<Harness start={today} today={today} />);
    const cards = dayButtons();
    expect(cards).toHaveLength(7);
    expect(screen.getByRole('button', { name: dayCardParts(today).long })).toBe(cards[0]);
  });

  it('sizes each day card to a fifth of the strip at every width (SPEC section 9: 5 slides shown)', () => {
    const today = todayInDubai();
    render(<Harness start={today} today={today} />);
    for (const card of dayButtons()) {
      const classes = card.className.split(/\s+/);
      expect(classes).toContain('basis-[calc((100%-2rem)/5)]');
      expect(classes.filter((name) => name.includes('basis-'))).toHaveLength(1);
    }
  });

  it('highlights the picked date and records it', async () => {
    const user = userEvent.setup();
    const today = todayInDubai();
    const onSelect = vi.fn();
    render(<Harness start={today} today={today} onSelect={onSelect} />);
    const third = screen.getAllByRole('button', { pressed: false })[2];
    if (!third) throw new Error('no third day');
    await user.click(third);
    expect(third.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(onSelect).toHaveBeenCalledWith(initialDays(today)[2]);
  });

  it('adds a day with the next arrow', async () => {
    const user = userEvent.setup();
    const today = todayInDubai();
    render(<Harness start={today} today={today} />);
    await user.click(screen.getByRole('button', { name: 'Next dates' }));
    expect(dayButtons()).toHaveLength(8);
  });

  it('does not go back before today', () => {
    const today = todayInDubai();
    render(<Harness start={today} today={today} />);
    expect(screen.getByRole('button', { name: 'Previous dates' })).toHaveProperty('disabled', true);
  });

  it('prepends the day before with the previous arrow when the strip starts after today', async () => {
    const user = userEvent.setup();
    render(<Harness start="2026-11-23" today="2026-11-21" />);
    const previous = screen.getByRole('button', { name: 'Previous dates' });
    await user.click(previous);
    expect(screen.getByRole('button', { name: dayCardParts('2026-11-22').long })).toBe(dayButtons()[0]);
    await user.click(previous);
    expect(dayButtons()).toHaveLength(9);
    expect(previous).toHaveProperty('disabled', true);
  });
});

describe('DateStrip with the keyboard (APG toolbar)', () => {
  const day = (date: string) => screen.getByRole('button', { name: dayCardParts(date).long });
  const tabStops = () =>
    screen.getAllByRole('button').filter((button) => button.getAttribute('data-date') && button.tabIndex === 0);

  it('is one tab stop: the first day, then the chosen day', async () => {
    const user = userEvent.setup();
    render(<Harness start="2026-11-21" today="2026-11-21" />);
    expect(screen.getByRole('toolbar', { name: 'Choose a date' })).toBeTruthy();
    expect(tabStops()).toEqual([day('2026-11-21')]);
    await user.click(day('2026-11-24'));
    expect(tabStops()).toEqual([day('2026-11-24')]);
    // Tab leaves the strip instead of walking through every day.
    await user.tab();
    expect(document.activeElement?.getAttribute('data-date')).toBeNull();
  });

  it('moves between days with Left and Right, and to the ends with Home and End', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness start="2026-11-21" today="2026-11-21" onSelect={onSelect} />);
    day('2026-11-21').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(day('2026-11-23'));
    expect(tabStops()).toEqual([day('2026-11-23')]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(day('2026-11-22'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(day('2026-11-27'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(day('2026-11-21'));
    // Moving focus does not choose a day; Enter or Space does.
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-11-22');
  });

  it('grows the strip at its end with Right, and before its start with Left while that is not before today', async () => {
    const user = userEvent.setup();
    render(<Harness start="2026-11-22" today="2026-11-21" />);
    day('2026-11-28').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('2026-11-29'));
    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toBe(day('2026-11-21'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(day('2026-11-21'));
    expect(dayButtons()).toHaveLength(9);
  });
});
