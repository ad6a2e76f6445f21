import { zodResolver } from '@hookform/resolvers/zod';
import { MODULE_DISPLAY_NAMES, MODULES, TOUR_TYPES } from '@rihla/shared/constants';
import { aedToFils, filsToAed } from '@rihla/shared/rules/money';
import type { TOperatorProduct } from '@rihla/shared/schemas/operator-catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, Eye, EyeOff, Plus, RotateCcw, Save, Send, Trash2 } from 'lucide-react';
import { Fragment, type ReactNode, useId, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type Path,
  type UseFormRegister,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FieldShell, invalidProps, TextField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { operatorProductQuery, PRODUCT_CALLS, useOperatorProduct } from '../api/catalogue-calls';
import { type TRefusal, useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminSelect, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { MissingArabic } from '../components/arabic-beside';
import { RichTextEditor } from '../components/rich-text-editor';
import { ProductPickupsSection } from '../pickups/product-pickups-section';
import { ArabicRichText, ArabicTextFields, MissingArabicList } from './arabic-fields';
import { CategoryField } from './category-field';
import { PictureList } from './picture-list';
import {
  EMPTY_PRODUCT,
  fieldsOf,
  formOf,
  HTML_FIELDS,
  type TProductForm,
  type TProductFormInput,
  ZExistingProductForm,
  ZNewProductForm,
} from './product-form';
import { StatusBadge } from './product-list-page';
import { WaiverEditor } from './waiver-editor';

export interface TProductAccess {
  canWrite: boolean;
  canChangePrices: boolean;
  /**
   * Whether the role reads the desk's pick-up points (bookings.read, decision 095): the product's Pick-ups section
   * shows them, so an editor (catalogue.read and content.write only) is not shown it.
   */
  canSeePickups?: boolean;
}

/** /admin/products/:id: the stored product in the editor, once loaded. */
export function ExistingProductPage({ id, access }: { id: string; access: TProductAccess }) {
  const product = useOperatorProduct(id);
  if (product.isError) {
    return (
      <>
        <ScreenHeading title={t('Product')} />
        <p role="alert" className="text-danger">
          {t(product.error.message)}
        </p>
      </>
    );
  }
  if (!product.data) return <Spinner />;
  // A new key per product: going to a copy starts a fresh form.
  return (
    <>
      <ProductEditor key={product.data.id} product={product.data} access={access} />
      {access.canSeePickups && (
        <ProductPickupsSection
          key={`pickups-${product.data.id}`}
          productId={product.data.id}
          canWrite={access.canWrite}
        />
      )}
    </>
  );
}

/** /admin/products/new: an empty editor with the first price. */
export function NewProductPage({ access }: { access: TProductAccess }) {
  return <ProductEditor product={null} access={access} />;
}

const FORM_ID = 'product-form';

type TProblem = { message: string; isConflict: boolean };

/**
 * One editor for every field of a product (new or stored), in sections. The shared schema validates it, so
 * the messages beside the fields are the API's. Roles without catalogue.write see it read-only.
 */
function ProductEditor({ product, access }: { product: TOperatorProduct | null; access: TProductAccess }) {
  const isNew = product === null;
  const readOnly = !access.canWrite;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // One desk write per action, so that each button shows its own spinner.
  const saving = useDeskWrite();
  const publishing = useDeskWrite();
  const duplicating = useDeskWrite();
  const [stored, setStored] = useState(product);
  const [problem, setProblem] = useState<TProblem | null>(null);
  const [isReloading, setIsReloading] = useState(false);
  const form = useForm<TProductFormInput, unknown, TProductForm>({
    resolver: zodResolver(isNew ? ZNewProductForm : ZExistingProductForm),
    defaultValues: product ? formOf(product) : EMPTY_PRODUCT,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const category = useWatch({ control, name: 'categories' });

  /** The server's answer becomes what the editor shows: the stored (sanitised) text, the new updatedAt. */
  const show = (answer: TOperatorProduct) => {
    queryClient.setQueryData(operatorProductQuery(answer.id).queryKey, answer);
    setStored(answer);
    form.reset(formOf(answer));
  };
  /** A refusal shows above the form as well as in its toast; someone else's save in between offers their version. */
  const refused = {
    refusalAs: 'toast',
    changes: PRODUCT_CALLS,
    onRefusal: (refusal: TRefusal) =>
      setProblem({ message: refusal.message, isConflict: refusal.code === 'product.changed' }),
  } as const;
  /** A product the server answered with, kept for its own editor (a new one, a copy) before going to it. */
  const keep = (answer: TOperatorProduct) => queryClient.setQueryData(operatorProductQuery(answer.id).queryKey, answer);

  const save = form.handleSubmit(async (values) => {
    setProblem(null);
    if (stored === null) {
      await saving.send(
        () =>
          operatorCall('operator/createProduct', {
            fields: fieldsOf(values),
            priceFils: aedToFils(Number(values.priceAed)),
          }),
        {
          ...refused,
          done: t('Product created. It is a draft until you publish it.'),
          after: (created) => {
            keep(created);
            navigate(`/admin/products/${created.id}`, { replace: true });
          },
        },
      );
      return;
    }
    await saving.send(
      () =>
        operatorCall('operator/updateProduct', {
          id: stored.id,
          fields: fieldsOf(values),
          expectedUpdatedAt: stored.updatedAt,
        }),
      { ...refused, done: t('Product saved'), after: show },
    );
  });

  const reload = async () => {
    if (!stored) return;
    setIsReloading(true);
    const latest = await operatorCall('operator/getProduct', { id: stored.id });
    setIsReloading(false);
    if (latest.status !== 1) {
      setProblem({ message: latest.message, isConflict: false });
      showFailure(latest);
      return;
    }
    show(latest.data);
    setProblem(null);
  };

  const setPublished = (published: boolean) => {
    if (!stored) return;
    return publishing.send(() => operatorCall('operator/setPublished', { id: stored.id, published }), {
      ...refused,
      done: published ? t('Published: shoppers see it now') : t('Unpublished: shoppers no longer see it'),
      after: (answer) => {
        // Only the state changed: the fields being edited stay as they are.
        keep(answer);
        setStored({ ...stored, isPublished: answer.isPublished, updatedAt: answer.updatedAt });
      },
    });
  };

  const duplicate = () => {
    if (!stored) return;
    return duplicating.send(() => operatorCall('operator/duplicateProduct', { id: stored.id }), {
      ...refused,
      done: t('Copy created: you are editing the copy'),
      after: (copy) => {
        keep(copy);
        navigate(`/admin/products/${copy.id}`);
      },
    });
  };

  const title = stored ? stored.title : t('New product');
  const busy = saving.isBusy
    ? 'save'
    : duplicating.isBusy
      ? 'duplicate'
      : publishing.isBusy
        ? 'publish'
        : isReloading
          ? 'reload'
          : null;
  const isBusy = busy !== null;
  const sectionProps = { register, control, errors, readOnly };

  return (
    <>
      <ScreenHeading
        title={title}
        lead={
          readOnly
            ? t('Your role reads products; it does not change them.')
            : isNew
              ? t('Write the product, then save it. It stays a draft until you publish it.')
              : undefined
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Link to="/admin/products" className="text-sm font-semibold text-brand-700 underline">
          {t('All products')}
        </Link>
        {stored && (
          <>
            <StatusBadge isPublished={stored.isPublished} />
            <span className="text-sm text-muted">
              {t('Updated {when}', { when: formatDubaiDateTime(stored.updatedAt) })}
            </span>
            <span className="ms-auto flex flex-wrap gap-2">
              <Link to={`/admin/products/${stored.id}/preview`} className="btn-secondary min-h-11 px-3 py-2">
                <Eye size={16} aria-hidden="true" />
                {t('Preview')}
              </Link>
              {access.canWrite && (
                <>
                  <button type="submit" form={FORM_ID} className="btn-secondary min-h-11 px-3 py-2" disabled={isBusy}>
                    {busy === 'save' ? <Spinner size={16} /> : <Save size={16} aria-hidden="true" />}
                    {t('Save')}
                  </button>
                  <button
                    type="button"
                    className="btn-secondary min-h-11 px-3 py-2"
                    disabled={isBusy}
                    onClick={() => void duplicate()}
                  >
                    {busy === 'duplicate' ? <Spinner size={16} /> : <Copy size={16} aria-hidden="true" />}
                    {t('Duplicate')}
                  </button>
                  <button
                    type="button"
                    className={
                      stored.isPublished ? 'btn-secondary min-h-11 px-3 py-2' : 'btn-primary min-h-11 px-3 py-2'
                    }
                    disabled={isBusy}
                    onClick={() => void setPublished(!stored.isPublished)}
                  >
                    {busy === 'publish' ? (
                      <Spinner size={16} />
                    ) : stored.isPublished ? (
                      <EyeOff size={16} aria-hidden="true" />
                    ) : (
                      <Send size={16} aria-hidden="true" />
                    )}
                    {stored.isPublished ? t('Unpublish') : t('Publish')}
                  </button>
                </>
              )}
            </span>
          </>
        )}
      </div>
      {problem && (
        <div role="alert" className="mb-6 rounded-xl border border-danger bg-red-50 px-4 py-3 text-danger">
          <p className="font-semibold">{t(problem.message)}</p>
          {problem.isConflict && (
            <button type="button" className="btn-secondary mt-3" onClick={() => void reload()} disabled={isBusy}>
              <RotateCcw size={16} aria-hidden="true" />
              {t('Reload the product (your changes are lost)')}
            </button>
          )}
        </div>
      )}
      <form id={FORM_ID} onSubmit={(event) => void save(event)} noValidate aria-label={title}>
        <fieldset disabled={readOnly || busy === 'save'} className="min-w-0 space-y-6">
          <AdminCard title={t('Basics')}>
            <div className="grid gap-4 md:grid-cols-2">
              <div className="md:col-span-2">
                <TextField label={t('Title')} error={errors.title?.message} registration={register('title')} />
              </div>
              <Select
                label={t('Storefront section')}
                registration={register('module')}
                error={errors.module?.message}
                options={MODULES.map((module) => [module, t(MODULE_DISPLAY_NAMES[module])] as const)}
                hint={t('Where shoppers find it: the home page’s section and the filter page’s category.')}
              />
              <CategoryField
                registration={register('categories')}
                value={category}
                error={errors.categories?.message}
                onSpelling={(spelling) => form.setValue('categories', spelling, { shouldDirty: true })}
              />
              <Select
                label={t('Tour type')}
                registration={register('tourType')}
                error={errors.tourType?.message}
                options={TOUR_TYPES.map((type) => [type, t(type)] as const)}
              />
              <TextField
                label={t('Availability')}
                error={errors.availability?.message}
                registration={register('availability')}
              />
              <PriceField
                isNew={isNew}
                stored={stored}
                access={access}
                register={register}
                error={errors.priceAed?.message}
              />
            </div>
          </AdminCard>

          <AdminCard title={t('Times and places')}>
            <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              <div className="md:col-span-2 lg:col-span-3">
                <TextField label={t('Location')} error={errors.location?.message} registration={register('location')} />
              </div>
              <NumberField label={t('Duration (hours)')} name="durationHours" step="0.25" {...sectionProps} />
              <TextField
                label={t('Start time')}
                type="time"
                error={errors.startTime?.message}
                registration={register('startTime')}
              />
              <TextField
                label={t('End time')}
                type="time"
                error={errors.endTime?.message}
                registration={register('endTime')}
              />
              <TextField
                label={t('Return location')}
                error={errors.returnLocation?.message}
                registration={register('returnLocation')}
              />
              <TextField
                label={t('Return time (optional)')}
                type="time"
                error={errors.returnTime?.message}
                registration={register('returnTime')}
              />
              <NumberField label={t('Nights')} name="nights" {...sectionProps} />
              <NumberField label={t('Days')} name="days" {...sectionProps} />
              <Checkbox label={t('Price on a sharing basis')} registration={register('sharingBasics')} />
              <div className="md:col-span-2 lg:col-span-3">
                <TextField
                  label={t('Map embed address (OpenStreetMap or Google Maps embed, optional)')}
                  type="url"
                  error={errors.mapLocation?.message}
                  registration={register('mapLocation')}
                />
              </div>
            </div>
          </AdminCard>

          <AdminCard title={t('In Arabic')}>
            <p className="mb-4 text-sm text-muted">
              {t('Shoppers who read Arabic see these; a field left empty shows them the English.')}
            </p>
            {stored && <MissingArabicList missing={stored.missingArabic} />}
            <ArabicTextFields control={control} register={register} errors={errors} />
          </AdminCard>

          <AdminCard title={t('Descriptions')}>
            {/* Each English description beside its Arabic (decision 102). */}
            <div className="grid gap-6 lg:grid-cols-2">
              {HTML_FIELDS.map(([name, label]) => (
                <Fragment key={name}>
                  <Controller
                    control={control}
                    name={name}
                    render={({ field, fieldState }) => (
                      <RichTextEditor
                        id={`product-${name}`}
                        label={t(label)}
                        value={String(field.value ?? '')}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                        readOnly={readOnly}
                      />
                    )}
                  />
                  <ArabicRichText control={control} field={name} label={label} readOnly={readOnly} />
                </Fragment>
              ))}
            </div>
          </AdminCard>

          <AdminCard title={t('Pictures')}>
            <PictureList control={control} register={register} errors={errors} readOnly={readOnly} />
          </AdminCard>

          <AdminCard title={t('Booking rules')}>
            <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
              <NumberField label={t('Minimum people')} name="minPeople" {...sectionProps} />
              <NumberField label={t('Maximum people')} name="maxPeople" {...sectionProps} />
              <NumberField label={t('Tickets per order')} name="maxTicketsPerOrder" {...sectionProps} />
              <NumberField label={t('Cut-off (minutes before departure)')} name="cutoffMinutes" {...sectionProps} />
            </div>
            <div className="mt-6">
              <Checkbox label={t('Refundable')} registration={register('refundable')} />
              <CancellationTiers {...sectionProps} />
            </div>
            <div className="mt-6">
              <WhereToBe {...sectionProps} setValue={form.setValue} />
            </div>
          </AdminCard>
        </fieldset>
        {!readOnly && (
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary" disabled={isBusy}>
              {busy === 'save' ? <Spinner size={18} className="text-white" /> : <Save size={18} aria-hidden="true" />}
              {isNew ? t('Create the product') : t('Save changes')}
            </button>
            {Object.keys(errors).length > 0 && (
              <p role="alert" className="text-sm text-danger">
                {t('Some fields need a change: see the messages beside them.')}
              </p>
            )}
          </div>
        )}
      </form>
      {/* Saved through its own call, apart from the product's fields (decision 096). */}
      {stored && <WaiverEditor productId={stored.id} />}
    </>
  );
}

type TSectionProps = {
  register: UseFormRegister<TProductFormInput>;
  control: Control<TProductFormInput>;
  errors: FieldErrors<TProductFormInput>;
  readOnly: boolean;
};

/** The price: typed for a new product; shown for a stored one (to every role), changed on the prices desk. */
function PriceField({
  isNew,
  stored,
  access,
  register,
  error,
}: {
  isNew: boolean;
  stored: TOperatorProduct | null;
  access: TProductAccess;
  register: UseFormRegister<TProductFormInput>;
  error: string | undefined;
}) {
  if (isNew) {
    return (
      <TextField
        label={t('Price (AED, adult or whole group)')}
        inputMode="decimal"
        error={error}
        registration={register('priceAed')}
      />
    );
  }
  if (!stored) return null;
  // Every role that reads the product sees its price (an agent quotes it to callers); prices.write changes it.
  return (
    <div>
      <p className="field-label">{t('Price')}</p>
      <p className="flex min-h-11 flex-wrap items-center gap-3">
        <span className="text-ink" data-testid="product-price">
          {formatPrice(filsToAed(stored.priceFils))}
        </span>
        <Link
          to={`/admin/timetables/${stored.id}?tab=prices`}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {access.canChangePrices ? t('Change prices') : t('All prices')}
        </Link>
      </p>
    </div>
  );
}

type TNumberName =
  | 'durationHours'
  | 'nights'
  | 'days'
  | 'minPeople'
  | 'maxPeople'
  | 'maxTicketsPerOrder'
  | 'cutoffMinutes';

function NumberField({
  label,
  name,
  register,
  errors,
  step = '1',
}: TSectionProps & { label: string; name: TNumberName; step?: string }) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode={step === '1' ? 'numeric' : 'decimal'}
      step={step}
      error={errors[name]?.message}
      registration={register(name, { valueAsNumber: true })}
    />
  );
}

function Select({
  label,
  registration,
  error,
  options,
  hint,
}: {
  label: string;
  registration: ReturnType<UseFormRegister<TProductFormInput>>;
  error?: string;
  options: ReadonlyArray<readonly [string, string]>;
  hint?: string;
}) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, errorId }) => (
        <>
          <select id={id} className="field-input" {...invalidProps(error, errorId)} {...registration}>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
          {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
        </>
      )}
    </FieldShell>
  );
}

function Checkbox({
  label,
  registration,
}: {
  label: string;
  registration: ReturnType<UseFormRegister<TProductFormInput>>;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input id={id} type="checkbox" className="size-5 accent-brand-700" {...registration} />
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
    </div>
  );
}

/** Refund tiers: the refund in percent when cancelled at least so many hours before the departure. */
function CancellationTiers({ register, control, errors, readOnly }: TSectionProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'cancellationTiers' });
  const refundable = useWatch({ control, name: 'refundable' });
  if (!refundable) {
    return (
      <p className="mt-2 text-sm text-muted">{t('Not refundable: a booking cannot be cancelled for a refund.')}</p>
    );
  }
  return (
    <Group label={t('Cancellation tiers')}>
      {fields.length === 0 && <p className="text-sm text-muted">{t('No tiers: no refund at any time.')}</p>}
      <ul className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-wrap items-end gap-3">
            <div className="w-44">
              <TextField
                label={t('Tier {number}: hours before', { number: index + 1 })}
                type="number"
                inputMode="numeric"
                error={errors.cancellationTiers?.[index]?.hoursBefore?.message}
                registration={register(`cancellationTiers.${index}.hoursBefore`, { valueAsNumber: true })}
              />
            </div>
            <div className="w-44">
              <TextField
                label={t('Tier {number}: refund %', { number: index + 1 })}
                type="number"
                inputMode="numeric"
                error={errors.cancellationTiers?.[index]?.refundPercent?.message}
                registration={register(`cancellationTiers.${index}.refundPercent`, { valueAsNumber: true })}
              />
            </div>
            {!readOnly && (
              <button
                type="button"
                className="btn-secondary min-h-11 px-3 py-2"
                onClick={() => remove(index)}
                aria-label={t('Remove tier {number}', { number: index + 1 })}
              >
                <Trash2 size={16} aria-hidden="true" />
                {t('Remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {errors.cancellationTiers?.message && <p className="field-error">{t(errors.cancellationTiers.message)}</p>}
      {!readOnly && (
        <button
          type="button"
          className="btn-secondary mt-3 min-h-11 px-3 py-2"
          onClick={() => append({ hoursBefore: 0, refundPercent: 0 })}
        >
          <Plus size={16} aria-hidden="true" />
          {t('Add a tier')}
        </button>
      )}
    </Group>
  );
}

const WHERE_KINDS = [
  ['', 'Not said'],
  ['meetingPoint', 'A meeting point'],
  ['pickup', 'Hotel pick-up'],
] as const;

/** Where to be: nothing said, a meeting point, or a pick-up window in a zone. */
function WhereToBe({
  register,
  control,
  errors,
  setValue,
}: TSectionProps & { setValue: ReturnType<typeof useForm<TProductFormInput, unknown, TProductForm>>['setValue'] }) {
  const where = useWatch({ control, name: 'whereToBe' });
  const kindId = useId();
  const whereErrors = errors.whereToBe as FieldErrors<Record<string, unknown>> | undefined;
  const errorOf = (name: string) => whereErrors?.[name]?.message as string | undefined;
  const text = (name: string) => `whereToBe.${name}` as Path<TProductFormInput>;
  return (
    <Group label={t('Where to be')}>
      <div className="grid gap-4 md:grid-cols-2">
        <AdminSelect
          id={kindId}
          label={t('Kind')}
          value={where?.kind ?? ''}
          onChange={(kind) =>
            setValue(
              'whereToBe',
              kind === 'meetingPoint'
                ? { kind, place: '', note: '' }
                : kind === 'pickup'
                  ? { kind, zone: '', minutesBefore: 30, windowMinutes: 30, note: '' }
                  : null,
              { shouldDirty: true },
            )
          }
          options={WHERE_KINDS.map(([value, label]) => [value, t(label)] as const)}
        />
        {where?.kind === 'meetingPoint' && (
          <TextField label={t('Meeting point')} error={errorOf('place')} registration={register(text('place'))} />
        )}
        {where?.kind === 'pickup' && (
          <>
            <TextField label={t('Pick-up zone')} error={errorOf('zone')} registration={register(text('zone'))} />
            <TextField
              label={t('Pick-up starts (minutes before departure)')}
              type="number"
              error={errorOf('minutesBefore')}
              registration={register(text('minutesBefore'), { valueAsNumber: true })}
            />
            <TextField
              label={t('Pick-up window (minutes)')}
              type="number"
              error={errorOf('windowMinutes')}
              registration={register(text('windowMinutes'), { valueAsNumber: true })}
            />
          </>
        )}
        {where && (
          <div className="md:col-span-2">
            <TextField
              label={t('Note for the shopper')}
              error={errorOf('note')}
              registration={register(text('note'))}
            />
          </div>
        )}
        {where && (
          // Where to be in Arabic, beside the English it translates (decision 109): blank shows the English.
          <>
            <div>
              <TextField
                label={t('{field} (Arabic)', {
                  field: where.kind === 'pickup' ? t('Pick-up zone') : t('Meeting point'),
                })}
                registration={register(text('ar.place'))}
                lang="ar"
                dir="rtl"
              />
              <MissingArabic english={where.kind === 'pickup' ? where.zone : where.place} arabic={where.ar?.place} />
            </div>
            <div>
              <TextField
                label={t('{field} (Arabic)', { field: t('Note for the shopper') })}
                registration={register(text('ar.note'))}
                lang="ar"
                dir="rtl"
              />
              <MissingArabic english={where.note} arabic={where.ar?.note} />
            </div>
          </>
        )}
      </div>
    </Group>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="mt-4 min-w-0">
      <legend className="mb-2 text-base font-bold text-ink">{label}</legend>
      {children}
    </fieldset>
  );
}
