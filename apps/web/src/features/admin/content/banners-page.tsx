import { type TBannerState, type TOperatorBanner, ZBannerFields } from '@rihla/shared/schemas/operator-content';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { fieldErrorsOf, useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput, ScrollingTable, TableHead } from '../components/admin-ui';
import { BANNER_CALLS, useBanners } from './content-calls';
import { PictureField } from './picture-field';

const STATE_LABELS: Record<TBannerState, string> = { active: 'Showing', scheduled: 'Scheduled', ended: 'Ended' };
const STATE_STYLES: Record<TBannerState, string> = {
  active: 'bg-emerald-50 text-emerald-800',
  scheduled: 'bg-amber-50 text-amber-900',
  ended: 'bg-surface text-muted',
};

const days = (banner: TOperatorBanner) =>
  banner.activeFrom || banner.activeUntil
    ? `${banner.activeFrom ?? t('already')} – ${banner.activeUntil ?? t('no end')}`
    : t('Always');

/** The home page's banners in their order: pictures, links, days, whether each shows today; add, change, reorder. */
export function BannersPage() {
  const banners = useBanners();
  const [editing, setEditing] = useState<TOperatorBanner | 'new' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const reorder = useDeskWrite();
  const removal = useDeskWrite();
  const isMoving = reorder.isBusy;

  const move = async (index: number, by: -1 | 1) => {
    const list = banners.data?.banners ?? [];
    const ids = list.map((banner) => banner.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    await reorder.send(() => operatorCall('operator/reorderBanners', { ids }), {
      changes: BANNER_CALLS,
      refusalAs: 'toast',
      after: () =>
        setAnnouncement(t('Banner moved to place {place} of {count}', { place: index + by + 1, count: ids.length })),
    });
  };

  const remove = async (banner: TOperatorBanner) => {
    if (!window.confirm(t('Remove this banner? Shoppers stop seeing it at once.'))) return;
    await removal.send(() => operatorCall('operator/deleteBanner', { id: banner.id }), {
      done: t('Banner removed'),
      changes: BANNER_CALLS,
      refusalAs: 'toast',
    });
  };

  return (
    <AdminCard
      title={t('Banners')}
      actions={
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          <Plus size={18} aria-hidden="true" />
          {t('Add a banner')}
        </button>
      }
    >
      <p className="mb-4 text-sm text-muted">
        {t('The home page shows the banners that are showing today, first to last; the hero shows the last one.')}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {banners.isPending ? (
        <Spinner />
      ) : banners.isError ? (
        <p role="alert" className="text-danger">
          {banners.error.message}
        </p>
      ) : (
        <ScrollingTable label={t('Banners')}>
          <TableHead columns={[t('Order'), t('Picture'), t('Link'), t('Days shown'), t('State'), '']} />
          <tbody aria-busy={isMoving}>
            {banners.data.banners.map((banner, index, list) => (
              <tr key={banner.id} className="border-b border-line last:border-0" data-testid="banner-row">
                <td className="py-3 pe-4">
                  <div className="flex items-center gap-1">
                    <span className="w-6 font-semibold text-ink">{index + 1}</span>
                    <button
                      type="button"
                      className="btn-secondary min-h-11 px-2"
                      disabled={index === 0 || isMoving}
                      onClick={() => void move(index, -1)}
                      aria-label={t('Move up: banner {place}', { place: index + 1 })}
                    >
                      <ArrowUp size={16} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className="btn-secondary min-h-11 px-2"
                      disabled={index === list.length - 1 || isMoving}
                      onClick={() => void move(index, 1)}
                      aria-label={t('Move down: banner {place}', { place: index + 1 })}
                    >
                      <ArrowDown size={16} aria-hidden="true" />
                    </button>
                  </div>
                </td>
                <td className="py-3 pe-4">
                  <img
                    src={banner.imageUrl}
                    alt={banner.alt || t('Banner {place}', { place: index + 1 })}
                    className="h-14 w-36 max-w-none rounded-lg object-cover"
                  />
                </td>
                <td className="min-w-44 max-w-64 break-all py-3 pe-4 font-mono text-xs" data-testid="banner-link">
                  {banner.pagePath}
                </td>
                <td className="py-3 pe-4 whitespace-nowrap">{days(banner)}</td>
                <td className="py-3 pe-4">
                  <span className={`rounded-full px-2 py-1 text-xs font-semibold ${STATE_STYLES[banner.state]}`}>
                    {t(STATE_LABELS[banner.state])}
                  </span>
                </td>
                <td className="py-3 text-end whitespace-nowrap">
                  <button
                    type="button"
                    className="btn-secondary min-h-11 px-3 py-2"
                    onClick={() => setEditing(banner)}
                    aria-label={t('Change banner {place}', { place: index + 1 })}
                  >
                    {t('Change')}
                  </button>{' '}
                  <button
                    type="button"
                    className="btn-danger min-h-11 px-3 py-2"
                    onClick={() => void remove(banner)}
                    aria-label={t('Remove banner {place}', { place: index + 1 })}
                  >
                    {t('Remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
      {editing && <BannerDialog banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminCard>
  );
}

type TFieldErrors = Partial<Record<'imageUrl' | 'alt' | 'pagePath' | 'activeFrom' | 'activeUntil', string>>;

function BannerDialog({ banner, onClose }: { banner: TOperatorBanner | null; onClose(): void }) {
  const [imageUrl, setImageUrl] = useState(banner?.imageUrl ?? '');
  const [alt, setAlt] = useState(banner?.alt ?? '');
  const [pagePath, setPagePath] = useState(banner?.pagePath ?? '/');
  const [activeFrom, setActiveFrom] = useState(banner?.activeFrom ?? '');
  const [activeUntil, setActiveUntil] = useState(banner?.activeUntil ?? '');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const { isBusy, error, send } = useDeskWrite();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      imageUrl,
      alt,
      pagePath,
      activeFrom: activeFrom === '' ? null : activeFrom,
      activeUntil: activeUntil === '' ? null : activeUntil,
    };
    const parsed = ZBannerFields.safeParse(fields);
    setErrors(parsed.success ? {} : fieldErrorsOf<keyof TFieldErrors>(parsed.error.issues));
    if (!parsed.success) return;
    await send(
      () =>
        banner
          ? operatorCall('operator/updateBanner', { id: banner.id, fields })
          : operatorCall('operator/createBanner', fields),
      {
        done: banner ? t('Banner saved') : t('Banner added'),
        changes: BANNER_CALLS,
        after: onClose,
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={banner ? t('Change the banner') : t('Add a banner')}
      description={t('Shoppers see the change at once.')}
    >
      <form onSubmit={save} className="space-y-4" noValidate>
        <PictureField label={t('Picture')} value={imageUrl} onChange={setImageUrl} error={errors.imageUrl ?? null} />
        <AdminInput
          id="banner-alt"
          label={t('What the picture shows (for screen readers)')}
          value={alt}
          onChange={setAlt}
          error={errors.alt ?? null}
        />
        <AdminInput
          id="banner-link"
          label={t('Link: a path of this site, e.g. /ProductFilterPage?category=Holidays')}
          value={pagePath}
          onChange={setPagePath}
          error={errors.pagePath ?? null}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminInput
            id="banner-from"
            type="date"
            label={t('First day shown (empty: now)')}
            value={activeFrom}
            onChange={setActiveFrom}
            error={errors.activeFrom ?? null}
          />
          <AdminInput
            id="banner-until"
            type="date"
            label={t('Last day shown (empty: no end)')}
            value={activeUntil}
            onChange={setActiveUntil}
            error={errors.activeUntil ?? null}
          />
        </div>
        {error && (
          <p role="alert" className="field-error">
            {t(error)}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={isBusy}>
          {isBusy && <Spinner size={18} className="text-white" />}
          {banner ? t('Save the banner') : t('Add the banner')}
        </button>
      </form>
    </Dialog>
  );
}
