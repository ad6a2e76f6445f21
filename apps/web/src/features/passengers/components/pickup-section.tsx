import { pickupMatches } from '@rihla/shared/rules/pickups';
import type { TPickupLine } from '@rihla/shared/schemas/pickups';
import { Check, MapPin, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { contentLanguage } from '../../../lib/content-language';
import { formatDubaiDay, formatDubaiTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useUiState } from '../../../lib/ui-state';
import { useChoosePickup } from '../api/choose-pickup';
import { usePickups } from '../api/view-pickups';

/** The most points listed at once: a search narrows a longer list. */
const SHOWN_MAX = 30;

/** An instant in Dubai's words: 'Sat 5 Dec, 15:00'. */
function dubaiMoment(iso: string): string {
  const day = formatDubaiDay(iso, { weekday: 'short', day: 'numeric', month: 'short' });
  return `${day}, ${formatDubaiTime(iso, true)}`;
}

/**
 * One section of the travellers page: for each trip of the order that collects guests, the pick-up point the
 * shopper chooses (searchable by name and area) and when they are collected there (decision 095). Nothing shows for
 * an order whose trips collect no one.
 */
export function PickupSection({ reference }: { reference: string }) {
  const { isLogin } = useUiState();
  const pickups = usePickups(reference, isLogin);
  if (pickups.isPending) return null;
  if (pickups.isError) {
    return (
      <p role="alert" className="text-danger">
        {t(pickups.error.message)}
      </p>
    );
  }
  if (pickups.data.lines.length === 0) return null;
  return (
    <section aria-labelledby="pickup-heading" className="flex flex-col gap-4">
      <h2 id="pickup-heading" className="text-xl font-semibold">
        {t('Hotel pick-up')}
      </h2>
      {pickups.data.lines.map((line) => (
        <ShopperPickupLine key={line.line} reference={reference} line={line} />
      ))}
    </section>
  );
}

function ShopperPickupLine({ reference, line }: { reference: string; line: TPickupLine }) {
  const choose = useChoosePickup(reference);
  const pick = async (pointId: string) => {
    try {
      const result = await choose.mutateAsync({ reference, line: line.line, pointId });
      if (result.status === 1) toast.success(t(result.message));
      else showFailure(result);
    } catch (error) {
      showFailure(error);
    }
  };
  return <PickupChooser line={line} onChoose={pick} isPending={choose.isPending} />;
}

/**
 * A line's pick-up: the choice, and while it may still be chosen the searchable list of the line's points. The
 * travellers page chooses with the shopper's call; the desk's order page with its own (decision 099), in its words
 * (`isDesk`), and shows the choice alone to a role that may not change it (`canChoose` false).
 */
export function PickupChooser({
  line,
  onChoose,
  isPending,
  canChoose = true,
  isDesk = false,
}: {
  line: TPickupLine;
  onChoose(pointId: string): Promise<unknown>;
  isPending: boolean;
  canChoose?: boolean;
  isDesk?: boolean;
}) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const found = line.points.filter((point) => pickupMatches(point, search));
  const shown = found.slice(0, SHOWN_MAX);
  const pick = (pointId: string) => void onChoose(pointId);

  return (
    <article
      aria-label={t('Pick-up for {title}', { title: line.title })}
      className="rounded-lg border border-line bg-white p-4"
    >
      <h3 className="font-semibold break-words" {...contentLanguage(line.title)}>
        {line.title}
      </h3>
      <p className="text-sm text-muted">{t('Departs {date} at {time}', { date: line.date, time: line.start })}</p>
      {line.chosen ? (
        <p className="mt-3 flex items-start gap-2 rounded-md bg-brand-50 p-3 font-semibold" data-testid="chosen-pickup">
          <MapPin size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span className="break-words">
            {t('Pick-up {time} at {name}, {area}', {
              time: line.chosen.time,
              name: line.chosen.name,
              area: line.chosen.area,
            })}
            <span className="block text-sm font-normal text-muted">{line.chosen.address}</span>
          </span>
        </p>
      ) : (
        <p className="mt-3 text-sm">{isDesk ? t('No pick-up chosen yet.') : t('Choose where we collect you.')}</p>
      )}
      {line.isOpen && canChoose ? (
        <>
          <p className="mt-2 text-sm text-muted">
            {isDesk
              ? t('The desk can choose or change it until the departure, {moment} (Dubai time).', {
                  moment: dubaiMoment(line.deadline),
                })
              : t('You can choose or change it until {moment} (Dubai time).', { moment: dubaiMoment(line.deadline) })}
          </p>
          <label htmlFor={searchId} className="mt-4 block text-sm font-semibold">
            {t('Search hotels and areas')}
          </label>
          <div className="relative mt-1">
            <Search
              size={18}
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
            />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="field-input min-h-11 w-full pl-9"
              autoComplete="off"
            />
          </div>
          {shown.length === 0 ? (
            <p className="mt-3 text-sm">{t('No pick-up point matches this search.')}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-2" aria-label={t('Pick-up points')}>
              {shown.map((point) => {
                const isChosen = line.chosen?.pointId === point.id;
                return (
                  <li key={point.id}>
                    <button
                      type="button"
                      aria-pressed={isChosen}
                      disabled={isPending}
                      onClick={() => pick(point.id)}
                      aria-label={t('Pick-up {time} at {name}, {area}', {
                        time: point.time,
                        name: point.name,
                        area: point.area,
                      })}
                      className={`flex min-h-11 w-full items-center gap-3 rounded-md border px-3 py-2 text-left ${
                        isChosen ? 'border-brand-600 bg-brand-50' : 'border-line hover:bg-surface'
                      }`}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold break-words">{point.name}</span>
                        <span className="block text-sm text-muted break-words">{point.area}</span>
                      </span>
                      <span className="shrink-0 text-sm font-semibold">{point.time}</span>
                      {isChosen ? <Check size={18} aria-hidden="true" className="shrink-0" /> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {found.length > shown.length && (
            <p className="mt-2 text-sm text-muted">
              {t('{count} more: search to narrow the list.', { count: found.length - shown.length })}
            </p>
          )}
          {isPending && <Spinner size={18} />}
        </>
      ) : isDesk ? (
        line.isOpen ? null : (
          <p className="mt-2 text-sm text-muted">{t('The trip has departed: the pick-up can no longer be changed.')}</p>
        )
      ) : (
        <p className="mt-2 text-sm text-muted">
          {t('The pick-up could be chosen until {moment} (Dubai time): contact us to change it.', {
            moment: dubaiMoment(line.deadline),
          })}
        </p>
      )}
    </article>
  );
}
