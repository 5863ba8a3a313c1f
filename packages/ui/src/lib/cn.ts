import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, later Tailwind utilities winning over earlier ones (`className` is merged last). */
export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}
