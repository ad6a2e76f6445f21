import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TBannerFields,
  type TBannerForm,
  type TBannerState,
  type TOperatorBanner,
  ZBannerForm,
} from '@rihla/shared/schemas/operator-content';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard } from '../components/admin-ui';
import { MissingArabic } from '../components/arabic-beside';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { FormInput } from '../components/form-input';
import { BANNER_CALLS, useBanners } from './content-calls';
import { FormPictureField } from './picture-field';

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

/** A row of the banners table: the banner and its place in the list (its move and change buttons name the place). */
interface TBannerRow {
  banner: TOperatorBanner;
  index: number;
}

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

  const count = banners.data?.banners.length ?? 0;
  // NOTE: the columns draw buttons that act on the row's place, so they are made here, with the list's state.
  const columns: ReadonlyArray<TDeskColumn<TBannerRow>> = [
    {
      header: 'Order',
      cell: ({ index }) => (
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
            disabled={index === count - 1 || isMoving}
            onClick={() => void move(index, 1)}
            aria-label={t('Move down: banner {place}', { place: index + 1 })}
          >
            <ArrowDown size={16} aria-hidden="true" />
          </button>
        </div>
      ),
    },
    {
      header: 'Picture',
      cell: ({ banner, index }) => (
        <img
          src={banner.imageUrl}
          alt={banner.alt || t('Banner {place}', { place: index + 1 })}
          className="h-14 w-36 max-w-none rounded-lg object-cover"
        />
      ),
    },
    {
      header: 'Link',
      // A path reads left to right on an Arabic page too (decision 110).
      cell: ({ banner }) => (
        <bdi dir="ltr" className="block text-start">
          {banner.pagePath}
        </bdi>
      ),
      className: 'min-w-44 max-w-64 break-all py-3 pe-4 font-mono text-xs',
      testId: 'banner-link',
    },
    { header: 'Days shown', cell: ({ banner }) => days(banner), className: 'py-3 pe-4 whitespace-nowrap' },
    {
      header: 'State',
      cell: ({ banner }) => (
        <span className={`rounded-full px-2 py-1 text-xs font-semibold ${STATE_STYLES[banner.state]}`}>
          {t(STATE_LABELS[banner.state])}
        </span>
      ),
    },
    {
      header: '',
      cell: ({ banner, index }) => (
        <>
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
        </>
      ),
      className: 'py-3 text-end whitespace-nowrap',
    },
  ];

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
        <DeskTable
          label={t('Banners')}
          columns={columns}
          rows={banners.data.banners.map((banner, index) => ({ banner, index }))}
          rowKey={({ banner }) => banner.id}
          cellClassName="py-3 pe-4"
          rowTestId="banner-row"
          isBusy={isMoving}
        />
      )}
      {editing && <BannerDialog banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminCard>
  );
}

/** A new banner, or an existing one's fields, checked by the call's schema (ZBannerFields) through the form's. */
function BannerDialog({ banner, onClose }: { banner: TOperatorBanner | null; onClose(): void }) {
  const form = useForm<TBannerForm, unknown, TBannerFields>({
    resolver: zodResolver(ZBannerForm),
    defaultValues: {
      imageUrl: banner?.imageUrl ?? '',
      alt: banner?.alt ?? '',
      ar: { alt: banner?.ar.alt ?? '' },
      pagePath: banner?.pagePath ?? '/',
      activeFrom: banner?.activeFrom ?? '',
      activeUntil: banner?.activeUntil ?? '',
    },
  });
  const { isBusy, error, send } = useDeskWrite();
  const [englishAlt, arabicAlt] = useWatch({ control: form.control, name: ['alt', 'ar.alt'] });

  const save = form.handleSubmit(async (fields) => {
    await send<'operator/createBanner', TBannerForm>(
      () =>
        banner
          ? operatorCall('operator/updateBanner', { id: banner.id, fields })
          : operatorCall('operator/createBanner', fields),
      {
        done: banner ? t('Banner saved') : t('Banner added'),
        changes: BANNER_CALLS,
        after: onClose,
        form,
      },
    );
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={banner ? t('Change the banner') : t('Add a banner')}
      description={t('Shoppers see the change at once.')}
    >
      <form onSubmit={save} className="space-y-4" noValidate>
        <FormPictureField control={form.control} name="imageUrl" label={t('Picture')} />
        {/* The dialog is narrow: the Arabic under the English it translates. */}
        <div className="space-y-4">
          <FormInput
            control={form.control}
            name="alt"
            id="banner-alt"
            label={t('What the picture shows (for screen readers)')}
          />
          <div>
            <FormInput
              control={form.control}
              name="ar.alt"
              id="banner-alt-ar"
              label={t('{field} (Arabic)', { field: t('What the picture shows (for screen readers)') })}
              lang="ar"
              dir="rtl"
            />
            <MissingArabic english={englishAlt} arabic={arabicAlt} />
          </div>
        </div>
        <FormInput
          control={form.control}
          name="pagePath"
          id="banner-link"
          label={t('Link: a path of this site, e.g. /ProductFilterPage?category=Holidays')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput
            control={form.control}
            name="activeFrom"
            id="banner-from"
            type="date"
            label={t('First day shown (empty: now)')}
          />
          <FormInput
            control={form.control}
            name="activeUntil"
            id="banner-until"
            type="date"
            label={t('Last day shown (empty: no end)')}
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
