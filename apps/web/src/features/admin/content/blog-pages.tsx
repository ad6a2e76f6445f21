import { type TOperatorBlog, type TOperatorBlogRow, ZBlogFields } from '@rihla/shared/schemas/operator-content';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { fieldErrorsOf, useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput, formatDubaiDateTime } from '../components/admin-ui';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { RichTextEditor } from '../components/rich-text-editor';
import { useBlogPost, useBlogPosts } from './content-calls';
import { PictureField } from './picture-field';

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

type TFieldErrors = Partial<Record<'title' | 'image' | 'content', string>>;

function BlogEditor({ post }: { post: TOperatorBlog | null }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(post?.title ?? '');
  const [image, setImage] = useState(post?.image ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const { isBusy, error, send } = useDeskWrite();

  /** Saves the fields; `publish` also shows the post to shoppers (true) or hides it (false). */
  const save = async (publish?: boolean) => {
    const parsed = ZBlogFields.safeParse({ title, image, content });
    setErrors(parsed.success ? {} : fieldErrorsOf<keyof TFieldErrors>(parsed.error.issues));
    if (!parsed.success) return;
    const fields = parsed.data;
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
    await send<'operator/createBlogPost'>(
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
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

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
      <form onSubmit={submit} className="grid gap-4 lg:grid-cols-[2fr_1fr]" noValidate>
        <div className="space-y-4">
          <AdminInput
            id="post-title"
            label={t('Title')}
            value={title}
            onChange={setTitle}
            error={errors.title ?? null}
          />
          <RichTextEditor
            id="post-content"
            label={t('Content')}
            value={content}
            onChange={setContent}
            {...(errors.content ? { error: errors.content } : {})}
          />
        </div>
        <div className="space-y-4">
          <PictureField label={t('Picture')} value={image} onChange={setImage} error={errors.image ?? null} />
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
              <button type="button" className="btn-secondary" disabled={isBusy} onClick={() => void save(false)}>
                {t('Unpublish (back to draft)')}
              </button>
            ) : (
              <button type="button" className="btn-primary" disabled={isBusy} onClick={() => void save(true)}>
                {t('Publish')}
              </button>
            )}
          </div>
        </div>
      </form>
    </AdminCard>
  );
}
