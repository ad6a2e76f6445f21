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
