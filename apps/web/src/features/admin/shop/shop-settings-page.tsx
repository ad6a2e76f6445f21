import { zodResolver } from '@hookform/resolvers/zod';
import {
  FILTER_CATEGORIES,
  PASSENGER_RETENTION_MAX_DAYS,
  PHONE_HOLD_MAX_MINUTES,
  PHONE_HOLD_MIN_MINUTES,
} from '@rihla/shared/constants';
import {
  PAYMENT_LOGO_LABELS,
  PAYMENT_LOGOS,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type TShopSettings,
  type TShopSettingsData,
  ZShopSettings,
} from '@rihla/shared/schemas/shop';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type Control, Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { shopQuery } from '../../../lib/shop';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall, operatorData } from '../api/operator-client';
import { AdminCard, AdminInput, ScreenHeading } from '../components/admin-ui';
import { MissingArabic } from '../components/arabic-beside';
import { FormInput } from '../components/form-input';
import { FormPictureField, PictureField } from '../content/picture-field';
import { shopSettingsQuery, useShopSettings } from './shop-calls';

type TControl = Control<TShopSettings, unknown, TShopSettings>;

/**
 * The owners' shop settings (issue 34, decision 071): the shop's name, contact, tax number, brand, social and footer
 * links, payment logos, the home page's hero and category tiles, and the phone bookings' hold length, saved whole
 * over the version read (another owner's save in between is refused, and the page offers to reload).
 */
export function ShopSettingsPage() {
  const settings = useShopSettings();
  return (
    <>
      <ScreenHeading
        title={t('Shop settings')}
        lead={t('What shoppers see of your shop on every page, email, voucher and invoice.')}
      />
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <p role="alert" className="text-danger">
          {t(settings.error.message)}
        </p>
      ) : (
        <ShopSettingsForm key={settings.data.version} data={settings.data} />
      )}
    </>
  );
}

function ShopSettingsForm({ data }: { data: TShopSettingsData }) {
  const queryClient = useQueryClient();
  const write = useDeskWrite();
  const [isConflict, setIsConflict] = useState(false);
  const form = useForm<TShopSettings, unknown, TShopSettings>({
    resolver: zodResolver(ZShopSettings),
    defaultValues: {
      ...data.settings,
      ar: data.settings.ar ?? { hero: { eyebrow: '', title: '', subtitle: '' }, categoryLines: {} },
    },
  });
  const { control } = form;

  const save = form.handleSubmit(async (settings) => {
    setIsConflict(false);
    await write.send(() => operatorCall('operator/updateShopSettings', { settings, version: data.version }), {
      done: t('Shop settings saved: shoppers see them now'),
      // NOTE: not asked again on its own: a refusal keeps the owner's edits on screen until they choose to reload.
      form,
      onRefusal: (refusal) => setIsConflict(refusal.code === 'shop.changed'),
      after: (saved) => {
        queryClient.setQueryData(shopSettingsQuery().queryKey, saved);
        // This tab's storefront and back office show the new shop at once.
        const { phoneHoldMinutes: _desksOwn, passengerRetentionDays: _ownersOwn, ...shop } = saved.settings;
        queryClient.setQueryData(shopQuery().queryKey, shop);
      },
    });
  });

  const reload = async () => {
    const latest = await operatorData('operator/getShopSettings');
    queryClient.setQueryData(shopSettingsQuery().queryKey, latest);
    setIsConflict(false);
    write.setError(null);
  };

  return (
    <form onSubmit={save} noValidate className="max-w-3xl space-y-6">
      <Section title={t('Shop')}>
        <FormInput control={control} name="name" id="shop-name" label={t('Shop name')} />
        <FormInput control={control} name="legalName" id="shop-legal-name" label={t('Legal name')} />
      </Section>

      <Section title={t('Contact')}>
        <FormInput control={control} name="supportPhone" id="shop-phone" label={t('Support phone')} type="tel" />
        <FormInput
          control={control}
          name="whatsapp"
          id="shop-whatsapp"
          label={t('WhatsApp number (leave empty for none)')}
          type="tel"
        />
        <FormInput control={control} name="supportEmail" id="shop-email" label={t('Support email')} type="email" />
        <FormInput control={control} name="address" id="shop-address" label={t('Address')} />
      </Section>

      <Section title={t('Tax')}>
        <FormInput
          control={control}
          name="trn"
          id="shop-trn"
          label={t('Tax registration number (TRN), 15 digits')}
          inputMode="numeric"
        />
      </Section>

      <Section title={t('Brand')}>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormPictureField control={control} name="logo" label={t('Logo (shown instead of the name)')} isLogo />
          <FormPictureField control={control} name="favicon" label={t('Browser tab icon')} isLogo />
        </div>
        <ClearPicture control={control} name="logo" label={t('Remove the logo')} />
        <ClearPicture control={control} name="favicon" label={t('Remove the tab icon')} />
      </Section>

      <Section title={t('Social links')}>
        <SocialLinksField control={control} />
      </Section>

      <Section title={t('Payment logos')}>
        <PaymentLogosField control={control} />
      </Section>

      <Section title={t('Footer links')}>
        <FooterLinksField control={control} />
      </Section>

      <Section title={t('Home page')}>
        <HeroLineFields control={control} field="eyebrow" label={t('Small line above the headline')} />
        <HeroLineFields control={control} field="title" label={t('Headline')} />
        <HeroLineFields control={control} field="subtitle" label={t('Sub-headline')} />
        <FormPictureField
          control={control}
          name="hero.picture"
          label={t('Headline picture (none: the newest banner)')}
        />
        <CategoryTilesField control={control} />
      </Section>

      <Section title={t('Phone bookings')}>
        <FormInput
          control={control}
          name="phoneHoldMinutes"
          id="shop-hold"
          label={t('How long seats are held for a caller to pay, in minutes')}
          valueAs="number"
          min={PHONE_HOLD_MIN_MINUTES}
          max={PHONE_HOLD_MAX_MINUTES}
        />
      </Section>

      <Section title={t('Passengers’ details')}>
        <p className="text-sm text-muted">
          {t(
            'Names, nationalities, phones, answers, passport numbers and dates of birth are erased this many days after the trip. The booking and its payment stay.',
          )}
        </p>
        <FormInput
          control={control}
          name="passengerRetentionDays"
          id="shop-passenger-retention"
          label={t('Days passengers’ details are kept after their trip')}
          valueAs="number"
          min={1}
          max={PASSENGER_RETENTION_MAX_DAYS}
        />
      </Section>

      {write.error && (
        <div role="alert" className="rounded-xl border border-danger bg-red-50 px-4 py-3 text-danger">
          <p className="font-semibold">{t(write.error)}</p>
          {isConflict && (
            <button type="button" className="btn-secondary mt-3" onClick={() => void reload()}>
              {t('Reload the saved settings')}
            </button>
          )}
        </div>
      )}
      <div className="sticky bottom-0 -mx-4 border-t border-line bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={write.isBusy}>
          {write.isBusy && <Spinner size={16} />}
          {t('Save shop settings')}
        </button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminCard title={title}>
      <div className="space-y-4">{children}</div>
    </AdminCard>
  );
}

function ClearPicture({ control, name, label }: { control: TControl; name: 'logo' | 'favicon'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) =>
        field.value ? (
          <button type="button" className="btn-secondary me-3" onClick={() => field.onChange('')}>
            {label}
          </button>
        ) : (
          // biome-ignore lint/complexity/noUselessFragments: Controller's render must return an element, never null.
          <></>
        )
      }
    />
  );
}

/** One address per network, empty for none: the footer shows an icon for each network set. */
function SocialLinksField({ control }: { control: TControl }) {
  return (
    <Controller
      control={control}
      name="socialLinks"
      render={({ field, formState }) => {
        const links = field.value;
        const setUrl = (network: (typeof SOCIAL_NETWORKS)[number], url: string) => {
          const others = links.filter((link) => link.network !== network);
          const next = url.trim() === '' ? others : [...others, { network, url }];
          field.onChange(SOCIAL_NETWORKS.flatMap((name) => next.filter((link) => link.network === name)));
        };
        return (
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => {
              const index = links.findIndex((link) => link.network === network);
              const error = index < 0 ? undefined : formState.errors.socialLinks?.[index]?.url?.message;
              return (
                <AdminInput
                  key={network}
                  id={`shop-social-${network}`}
                  label={SOCIAL_NETWORK_LABELS[network]}
                  type="url"
                  placeholder="https://"
                  value={links[index]?.url ?? ''}
                  onChange={(url) => setUrl(network, url)}
                  error={error}
                />
              );
            })}
          </div>
        );
      }}
    />
  );
}

/** The payment methods the footer shows, as checkboxes. */
function PaymentLogosField({ control }: { control: TControl }) {
  return (
    <Controller
      control={control}
      name="paymentLogos"
      render={({ field }) => (
        <fieldset>
          <legend className="sr-only">{t('Payment logos shown in the footer')}</legend>
          <div className="flex flex-wrap gap-x-5">
            {PAYMENT_LOGOS.map((logo) => (
              <label key={logo} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={field.value.includes(logo)}
                  onChange={(event) =>
                    field.onChange(
                      PAYMENT_LOGOS.filter((item) =>
                        item === logo ? event.target.checked : field.value.includes(item),
                      ),
                    )
                  }
                />
                {PAYMENT_LOGO_LABELS[logo]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}

/** The footer's links: a label and a page of this site or an https address each; added, removed and reordered. */
function FooterLinksField({ control }: { control: TControl }) {
  const links = useFieldArray({ control, name: 'footerLinks' });
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {links.fields.map((link, index) => (
          <li key={link.id} className="rounded-xl border border-line p-3">
            <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
              <FormInput
                control={control}
                name={`footerLinks.${index}.label`}
                id={`shop-footer-${index}-label`}
                label={t('Label')}
              />
              <FormInput
                control={control}
                name={`footerLinks.${index}.href`}
                id={`shop-footer-${index}-href`}
                label={t('Link (/page or https://…)')}
              />
              <div className="flex gap-1 sm:pt-6">
                <button
                  type="button"
                  className="btn-secondary size-11 p-0"
                  aria-label={t('Move {label} up', { label: link.label })}
                  disabled={index === 0}
                  onClick={() => links.move(index, index - 1)}
                >
                  <ArrowUp size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn-secondary size-11 p-0"
                  aria-label={t('Move {label} down', { label: link.label })}
                  disabled={index === links.fields.length - 1}
                  onClick={() => links.move(index, index + 1)}
                >
                  <ArrowDown size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn-secondary size-11 p-0"
                  aria-label={t('Remove {label}', { label: link.label })}
                  onClick={() => links.remove(index)}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="btn-secondary" onClick={() => links.append({ label: '', href: '/' })}>
        <Plus size={16} aria-hidden="true" />
        {t('Add a footer link')}
      </button>
    </div>
  );
}

/** A tile per category on the home page (shown or not), with its line and its picture (none: a product's). */
function CategoryTilesField({ control }: { control: TControl }) {
  return (
    <Controller
      control={control}
      name="categoryTiles"
      render={({ field, formState }) => {
        const tiles = field.value;
        const setTile = (
          category: (typeof FILTER_CATEGORIES)[number],
          tile: TShopSettings['categoryTiles'][number] | null,
        ) => {
          const next = FILTER_CATEGORIES.flatMap((name) => {
            if (name === category) return tile ? [tile] : [];
            return tiles.filter((item) => item.category === name);
          });
          field.onChange(next);
        };
        return (
          <fieldset className="space-y-4">
            <legend className="field-label">{t('Category tiles')}</legend>
            {FILTER_CATEGORIES.map((category) => {
              const index = tiles.findIndex((tile) => tile.category === category);
              const tile = tiles[index];
              const error = index < 0 ? undefined : formState.errors.categoryTiles?.[index]?.line?.message;
              const id = `shop-tile-${category.replace(/\W+/g, '-').toLowerCase()}`;
              return (
                <div key={category} className="rounded-xl border border-line p-3">
                  <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={Boolean(tile)}
                      onChange={(event) =>
                        setTile(category, event.target.checked ? { category, line: '', picture: '' } : null)
                      }
                    />
                    {t('Show {category}', { category: t(category) })}
                  </label>
                  {tile && (
                    <div className="mt-2 grid gap-4 sm:grid-cols-2">
                      <AdminInput
                        id={`${id}-line`}
                        label={t('Line under {category}', { category: t(category) })}
                        value={tile.line}
                        onChange={(line) => setTile(category, { ...tile, line })}
                        error={error}
                      />
                      <ArabicTileLine control={control} category={category} id={`${id}-line-ar`} english={tile.line} />
                      <PictureField
                        label={t('Picture of {category} (none: its first product’s)', { category: t(category) })}
                        value={tile.picture}
                        onChange={(picture) => setTile(category, { ...tile, picture })}
                      />
                    </div>
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      }}
    />
  );
}

/** One line of the hero in English and, beside it, in Arabic, marked while the Arabic is missing (decision 105). */
function HeroLineFields({
  control,
  field,
  label,
}: {
  control: TControl;
  field: 'eyebrow' | 'title' | 'subtitle';
  label: string;
}) {
  const [english, arabic] = useWatch({ control, name: [`hero.${field}`, `ar.hero.${field}`] });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormInput control={control} name={`hero.${field}`} id={`shop-hero-${field}`} label={label} />
      <div>
        <FormInput
          control={control}
          name={`ar.hero.${field}`}
          id={`shop-hero-${field}-ar`}
          label={t('{field} (Arabic)', { field: label })}
          lang="ar"
          dir="rtl"
        />
        <MissingArabic english={english} arabic={arabic} />
      </div>
    </div>
  );
}

/** A category tile's line in Arabic (the settings' `ar.categoryLines`), beside the English one. */
function ArabicTileLine({
  control,
  category,
  id,
  english,
}: {
  control: TControl;
  category: (typeof FILTER_CATEGORIES)[number];
  id: string;
  english: string;
}) {
  return (
    <Controller
      control={control}
      name="ar.categoryLines"
      render={({ field, formState }) => {
        const lines = field.value ?? {};
        const arabic = lines[category] ?? '';
        return (
          <div>
            <AdminInput
              id={id}
              label={t('{field} (Arabic)', { field: t('Line under {category}', { category: t(category) }) })}
              value={arabic}
              onChange={(line) => field.onChange({ ...lines, [category]: line })}
              error={formState.errors.ar?.categoryLines?.[category]?.message}
              lang="ar"
              dir="rtl"
            />
            <MissingArabic english={english} arabic={arabic} />
          </div>
        );
      }}
    />
  );
}
