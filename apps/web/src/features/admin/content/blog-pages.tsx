import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TBlogFields,
  type TBlogFieldsInput,
  type TOperatorBlog,
  type TOperatorBlogRow,
  ZBlogFields,
} from '@rihla/shared/schemas/operator-content';
import { Plus } from 'lucide-react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, formatDubaiDateTime } from '../components/admin-ui';
import { MissingArabic } from '../components/arabic-beside';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { FormInput } from '../components/form-input';
import { RichTextEditor } from '../components/rich-text-editor';
import { useBlogPost, useBlogPosts } from './content-calls';
import { FormPictureField } from './picture-field';

const POST_COLUMNS: ReadonlyArray<TDeskColumn<TOperatorBlogRow>> = [
  {
    header: 'Title',
    cell: (post) => (
      <Link
        to={`/admin/content/blog/${encodeURIComponent(post.id)}`}
        className="font-semibold text-brand-700 underline"
      >
        {post.title}
      </Link>
    ),
  },
  {
    header: 'State',
    cell: (post) => (
      <span
        className={`rounded-full px-2 py-1 text-xs font-semibold ${post.isPublished ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
      >
        {post.isPublished ? t('Published') : t('Draft')}
      </span>
    ),
  },
  {
    header: 'Published or written',
    cell: (post) => formatDubaiDateTime(post.publishedAt),
    className: 'py-3 pe-4 whitespace-nowrap',
  },
  {
    header: 'Last changed',
    cell: (post) => (post.updatedAt ? formatDubaiDateTime(post.updatedAt) : '—'),
    className: 'py-3 pe-4 whitespace-nowrap',
  },
];

/** Every blog post, drafts too, newest first. */
export function BlogListPage() {
  const posts = useBlogPosts();
  return (
    <AdminCard
      title={t('Blog posts')}
      actions={
        <Link to="/admin/content/blog/new" className="btn-primary">
          <Plus size={18} aria-hidden="true" />
          {t('Write a post')}
        </Link>
      }
    >
      {posts.isPending ? (
        <Spinner />
      ) : posts.isError ? (
        <p role="alert" className="text-danger">
          {posts.error.message}
        </p>
      ) : (
        <DeskTable
          label={t('Blog posts')}
          columns={POST_COLUMNS}
          rows={posts.data.posts}
          rowKey={(post) => post.id}
          cellClassName="py-3 pe-4"
        />
      )}
    </AdminCard>
  );
}

/** A new post (/admin/content/blog/new) or an existing one. */
export function BlogEditorPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const post = useBlogPost(isNew ? null : id);
  if (!isNew && post.isPending) return <Spinner />;
  if (!isNew && post.isError) {
    return (
      <p role="alert" className="text-danger">
        {post.error.message}
      </p>
    );
  }
  return <BlogEditor key={id} post={isNew ? null : (post.data ?? null)} />;
}

/**
 * A post's title, picture and content, checked by the call's schema (ZBlogFields) so the messages beside the fields
 * are the server's; saving as a draft, publishing and unpublishing send the same fields.
 */
function BlogEditor({ post }: { post: TOperatorBlog | null }) {
  const navigate = useNavigate();
  const form = useForm<TBlogFieldsInput, unknown, TBlogFields>({
    resolver: zodResolver(ZBlogFields),
    defaultValues: {
      title: post?.title ?? '',
      image: post?.image ?? '',
      content: post?.content ?? '',
      ar: { title: post?.ar.title ?? '', content: post?.ar.content ?? '' },
    },
  });
  const { isBusy, error, send } = useDeskWrite();

  /** Saves the fields; `publish` also shows the post to shoppers (true) or hides it (false). */
  const save = (publish?: boolean) =>
    form.handleSubmit(async (fields) => {
      const done =
        publish === undefined
          ? post
            ? t('Post saved')
            : t('Draft saved')
          : publish
            ? t('Post published')
            : post
              ? t('Post back to draft')
              : t('Draft saved');
      await send<'operator/createBlogPost', TBlogFieldsInput>(
        async () => {
          if (!post) return operatorCall('operator/createBlogPost', { fields, publish: publish === true });
          const saved = await operatorCall('operator/updateBlogPost', { id: post.id, fields });
          if (saved.status !== 1 || publish === undefined) return saved;
          return operatorCall(publish ? 'operator/publishBlogPost' : 'operator/unpublishBlogPost', { id: post.id });
        },
        {
          done,
          changes: ['operator/listBlogPosts', 'operator/getBlogPost'],
          after: (saved) => {
            if (!post) navigate(`/admin/content/blog/${encodeURIComponent(saved.id)}`, { replace: true });
          },
          form,
        },
      );
    });

  return (
    <AdminCard title={post ? t('Edit the post') : t('Write a post')}>
      <p className="mb-4 text-sm">
        <Link to="/admin/content/blog" className="text-brand-700 underline">
          {t('Back to the blog posts')}
        </Link>
        {post && (
          <span className="ms-3 text-muted" data-testid="post-state">
            {post.isPublished ? t('Published') : t('Draft: shoppers do not see it')}
          </span>
        )}
      </p>
      <form onSubmit={save()} className="grid gap-4 lg:grid-cols-[2fr_1fr]" noValidate>
        <div className="min-w-0 space-y-4">
          <div className="grid gap-4 md:grid-cols-2">
            <FormInput control={form.control} name="title" id="post-title" label={t('Title')} />
            <div>
              <FormInput
                control={form.control}
                name="ar.title"
                id="post-title-ar"
                label={t('{field} (Arabic)', { field: t('Title') })}
                lang="ar"
                dir="rtl"
              />
              <BlogMissingArabic control={form.control} field="title" />
            </div>
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            <Controller
              control={form.control}
              name="content"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  id="post-content"
                  label={t('Content')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <div className="min-w-0">
              <Controller
                control={form.control}
                name="ar.content"
                render={({ field, fieldState }) => (
                  <RichTextEditor
                    id="post-content-ar"
                    label={t('{field} (Arabic)', { field: t('Content') })}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    language="ar"
                  />
                )}
              />
              <BlogMissingArabic control={form.control} field="content" />
            </div>
          </div>
        </div>
        <div className="space-y-4">
          <FormPictureField control={form.control} name="image" label={t('Picture')} />
          {error && (
            <p role="alert" className="field-error">
              {t(error)}
            </p>
          )}
          <div className="flex flex-col gap-2">
            <button type="submit" className="btn-secondary" disabled={isBusy}>
              {isBusy && <Spinner size={18} />}
              {post ? t('Save') : t('Save as draft')}
            </button>
            {post?.isPublished ? (
              <button type="button" className="btn-secondary" disabled={isBusy} onClick={save(false)}>
                {t('Unpublish (back to draft)')}
              </button>
            ) : (
              <button type="button" className="btn-primary" disabled={isBusy} onClick={save(true)}>
                {t('Publish')}
              </button>
            )}
          </div>
        </div>
      </form>
    </AdminCard>
  );
}

/** The post's "Missing in Arabic" mark of one field, as the shopper's page would show the English (decision 105). */
function BlogMissingArabic({
  control,
  field,
}: {
  control: Control<TBlogFieldsInput, unknown, TBlogFields>;
  field: 'title' | 'content';
}) {
  const english = useWatch({ control, name: field });
  const arabic = useWatch({ control, name: `ar.${field}` });
  return <MissingArabic english={english} arabic={arabic} />;
}
