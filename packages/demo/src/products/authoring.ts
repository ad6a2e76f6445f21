// Helpers of the demo catalogue's authoring format: HTML fragments and map links written once.

/** A <ul> list from plain items. */
export const ul = (...items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** A day-product timeline: pairs of [HH:mm, what happens]. */
export const programme = (...steps: [string, string][]): string =>
  `<h4>Programme</h4><ul>${steps.map(([time, text]) => `<li><strong>${time}</strong> – ${text}</li>`).join('')}</ul>`;

/** One <h4>Day N: title</h4><p>text</p> block per day. */
export const days = (...entries: [string, string][]): string =>
  entries.map(([title, text], index) => `<h4>Day ${index + 1}: ${title}</h4><p>${text}</p>`).join('');

/** OpenStreetMap embed URL with a small bounding box around the place and a marker on it. */
export const osm = (lat: number, lon: number, span = 0.01): string =>
  `https://www.openstreetmap.org/export/embed.html?bbox=${(lon - span).toFixed(4)},${(lat - span).toFixed(4)},${(lon + span).toFixed(4)},${(lat + span).toFixed(4)}&layer=mapnik&marker=${lat},${lon}`;

const WEEKDAY_NUMBERS = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 } as const;

/** Weekday numbers (0 Sunday to 6 Saturday) from short names: weekdays('thu', 'fri') is [4, 5]. */
export const weekdays = (...names: (keyof typeof WEEKDAY_NUMBERS)[]): number[] =>
  names.map((name) => WEEKDAY_NUMBERS[name]);

const hhmm = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const minuteOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Timed entries every `everyMinutes` from `first` to `last` (both HH:mm, inclusive), each lasting `minutes`. */
export const timedEntries = (first: string, last: string, everyMinutes: number, minutes: number) => {
  const rules: { start: string; end: string }[] = [];
  for (let minute = minuteOf(first); minute <= minuteOf(last); minute += everyMinutes) {
    rules.push({ start: hhmm(minute), end: hhmm(minute + minutes) });
  }
  return rules;
};

/** The hotel pick-up of the Dubai day trips: the coach collects guests this many minutes before the departure. */
export const dubaiPickup = (minutesBefore: number, windowMinutes: number, note = '') => ({
  kind: 'pickup' as const,
  zone: 'Dubai hotels and residences',
  minutesBefore,
  windowMinutes,
  note,
});

export const meetAt = (place: string, note = '') => ({ kind: 'meetingPoint' as const, place, note });
