import { contentLanguage } from '../../lib/content-language';
import { formatDate } from '../../lib/format';

/**
 * A trip's title (content: marked English on an Arabic page when it has no Arabic) and its date and time, as each
 * trip of a passengers' form is headed: on the travellers page and on the checkout page (decision 107).
 */
export function TripHeading({ id, line }: { id: string; line: { title: string; date: string; start: string } }) {
  return (
    <>
      <h3 id={id} className="font-bold leading-snug text-ink" {...contentLanguage(line.title)}>
        {line.title}
      </h3>
      <p className="text-sm text-muted">
        {formatDate(line.date)}, {line.start}
      </p>
    </>
  );
}
