import { Link } from '@souk/ui';
import { ArrowLeft } from 'lucide-react';
import type * as React from 'react';
import { PageHeader } from '../../../components/page-header.js';

/** The frame of the product form's pages: the way back to the list, the heading, the form. */
export function ProductFormPage({
  title,
  description,
  productsHref,
  children,
}: {
  title: string;
  description?: string;
  productsHref: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        href={productsHref}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Products
      </Link>
      <PageHeader title={title} {...(description ? { description } : {})} />
      {children}
    </div>
  );
}
