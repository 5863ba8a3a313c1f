import type { SellerCategory } from '@souk/core';
import { EmptyState, toast } from '@souk/ui';
import { ArrowDown, ArrowUp, FolderTree, ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { PageHeader } from '../../../components/page-header.js';
import { errorMessage } from '../../../lib/error-message.js';
import { moveItem } from '../../../lib/move-item.js';
import {
  useCreateCategory,
  useDeleteCategory,
  useReorderCategories,
  useUpdateCategory,
} from '../api/category-actions.js';
import { useCategories } from '../api/get-categories.js';
import { CategoryForm } from './category-form.js';
import { DeleteCategoryDialog } from './delete-category-dialog.js';

function productsText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * The shop's categories in the order shoppers see them: add (name and image), rename inline, move up and
 * down, delete — a category with products only after choosing where they go.
 */
export function CategoriesScreen() {
  const categories = useCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SellerCategory | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = categories.data?.categories;
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);

  // keep the keyboard on the moved row once the list shows the new order: its same button, or the other
  // one when the row reached an end of the list
  useEffect(() => {
    const target = refocus.current;
    if (!target || !list) return;
    refocus.current = null;
    const other = target.direction === 'up' ? 'down' : 'up';
    const button =
      document.querySelector<HTMLButtonElement>(
        `[data-move="${target.direction}-${target.id}"]:not(:disabled)`,
      ) ?? document.querySelector<HTMLButtonElement>(`[data-move="${other}-${target.id}"]`);
    button?.focus();
  }, [list]);

  function move(index: number, to: number, direction: 'up' | 'down') {
    if (!list) return;
    const category = list[index];
    if (!category) return;
    const ids = moveItem(
      list.map((item) => item._id),
      index,
      to,
    );
    if (reorder.isPending) return;
    refocus.current = { id: category._id, direction };
    reorder.mutate(ids, {
      onSuccess: () => setAnnouncement(`${category.name} moved to position ${to + 1} of ${ids.length}`),
      onError: (error) => toast.error(errorMessage(error, 'Could not reorder the categories')),
    });
  }

  return (
    <>
      <PageHeader
        title="Categories"
        description="Shoppers see them in this order in your shop's menu and filters."
      />
      <section aria-labelledby="add-category" className="mb-6 rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="add-category" className="mb-4 text-lg font-semibold text-ink">
          Add a category
        </h2>
        <CategoryForm
          submitLabel="Add category"
          busy={create.isPending}
          onSubmit={(input) =>
            create.mutateAsync(input).then(({ category }) => toast.success(`${category.name} added`))
          }
        />
      </section>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {categories.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading categories…
        </p>
      )}
      {categories.isError && !list && (
        <LoadFailed
          message={errorMessage(categories.error, 'Failed to load categories')}
          onRetry={() => void categories.refetch()}
        />
      )}
      {list && list.length === 0 && (
        <EmptyState
          icon={<FolderTree />}
          title="No categories yet"
          description="Add one above, then file products under it."
        />
      )}
      {list && list.length > 0 && (
        <ol aria-label="Categories" className="space-y-3">
          {list.map((category, index) => (
            <li key={category._id} className="rounded-xl border border-gray-200 bg-white p-4">
              {editing === category._id ? (
                <CategoryForm
                  nameLabel={`New name for ${category.name}`}
                  initial={{ name: category.name, image: category.image }}
                  submitLabel="Save"
                  busy={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(input) =>
                    update.mutateAsync({ id: category._id, input }).then(({ category: saved }) => {
                      setEditing(null);
                      toast.success(`${saved.name} saved`);
                    })
                  }
                />
              ) : (
                <div className="flex flex-wrap items-center gap-4">
                  {category.image ? (
                    <img
                      src={category.image}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 shrink-0 rounded-lg object-cover"
                    />
                  ) : (
                    <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-muted">
                      <ImageOff aria-hidden="true" className="size-5" />
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-ink">{category.name}</p>
                    <p className="text-sm text-muted">{productsText(category.productCount)}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      data-move={`up-${category._id}`}
                      aria-label={`Move ${category.name} up`}
                      disabled={index === 0}
                      className={buttonClass('outline', 'sm')}
                      onClick={() => move(index, index - 1, 'up')}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      data-move={`down-${category._id}`}
                      aria-label={`Move ${category.name} down`}
                      disabled={index === list.length - 1}
                      className={buttonClass('outline', 'sm')}
                      onClick={() => move(index, index + 1, 'down')}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      aria-label={`Rename ${category.name}`}
                      className={buttonClass('outline', 'sm')}
                      onClick={() => setEditing(category._id)}
                    >
                      Rename
                    </button>
                    <button
                      type="button"
                      aria-label={`Delete ${category.name}`}
                      className={buttonClass('outline', 'sm', 'text-sale')}
                      onClick={() => {
                        remove.reset();
                        setDeleting(category);
                      }}
                    >
                      Delete
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {deleting && list && (
        <DeleteCategoryDialog
          category={deleting}
          others={list.filter((item) => item._id !== deleting._id)}
          busy={remove.isPending}
          error={remove.error ? errorMessage(remove.error, 'Could not delete the category') : undefined}
          onClose={() => setDeleting(null)}
          onDelete={(moveTo) =>
            remove.mutate(
              { id: deleting._id, moveTo },
              {
                onSuccess: () => {
                  toast.success(`${deleting.name} deleted`);
                  setDeleting(null);
                },
              },
            )
          }
        />
      )}
    </>
  );
}
