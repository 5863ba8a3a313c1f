import { describe, expect, it } from 'vitest';
import {
  VITAL_MAX_MS,
  VITALS_BATCH_MAX,
  type VitalReport,
  VitalReportSchema,
  VitalsBatchSchema,
  vitalsRoute,
} from './vitals.js';

const report: VitalReport = {
  name: 'LCP',
  value: 1234.5,
  route: '/:sellerName/product/details/:slug',
  id: 'v5-1712345678901-1234567890123',
  navigationType: 'navigate',
};

describe('VitalReportSchema', () => {
  it('accepts what web-vitals reports, navigationType optional', () => {
    expect(VitalReportSchema.parse(report)).toEqual(report);
    const { navigationType: _, ...bare } = report;
    expect(VitalReportSchema.safeParse(bare).success).toBe(true);
    for (const name of ['INP', 'CLS', 'FCP', 'TTFB']) {
      expect(VitalReportSchema.safeParse({ ...report, name, value: 0.1 }).success, name).toBe(true);
    }
  });

  it('refuses unknown metrics and values that are negative, not finite or out of bounds', () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, VITAL_MAX_MS + 1, '12']) {
      expect(VitalReportSchema.safeParse({ ...report, value }).success, String(value)).toBe(false);
    }
    expect(VitalReportSchema.safeParse({ ...report, value: VITAL_MAX_MS }).success).toBe(true);
    expect(VitalReportSchema.safeParse({ ...report, name: 'CLS', value: 100 }).success).toBe(true);
    expect(VitalReportSchema.safeParse({ ...report, name: 'CLS', value: 100.5 }).success).toBe(false);
    expect(VitalReportSchema.safeParse({ ...report, name: 'FID' }).success).toBe(false);
  });

  it('takes route patterns only, never an address with a query, spaces or an email', () => {
    for (const route of ['/', '/:sellerName', '/admin/:sellerName/dashboard/my-orders', '/*']) {
      expect(VitalReportSchema.safeParse({ ...report, route }).success, route).toBe(true);
    }
    for (const route of [
      '',
      'relative',
      '/search-products/tea?page=2',
      '/search-products/green tea',
      '/a@b.com',
      '/#x',
      `/${'a'.repeat(200)}`,
    ]) {
      expect(VitalReportSchema.safeParse({ ...report, route }).success, route).toBe(false);
    }
  });

  it('bounds id and navigationType', () => {
    expect(VitalReportSchema.safeParse({ ...report, id: '' }).success).toBe(false);
    expect(VitalReportSchema.safeParse({ ...report, id: 'x'.repeat(101) }).success).toBe(false);
    expect(VitalReportSchema.safeParse({ ...report, id: '<script>' }).success).toBe(false);
    expect(VitalReportSchema.safeParse({ ...report, navigationType: 'back-forward-cache' }).success).toBe(
      true,
    );
    expect(VitalReportSchema.safeParse({ ...report, navigationType: 'x'.repeat(33) }).success).toBe(false);
  });
});

describe('VitalsBatchSchema', () => {
  it('holds 1 to 20 reports', () => {
    expect(VitalsBatchSchema.safeParse([]).success).toBe(false);
    expect(VitalsBatchSchema.safeParse([report]).success).toBe(true);
    expect(VitalsBatchSchema.safeParse(Array(VITALS_BATCH_MAX).fill(report)).success).toBe(true);
    expect(VitalsBatchSchema.safeParse(Array(VITALS_BATCH_MAX + 1).fill(report)).success).toBe(false);
    expect(VitalsBatchSchema.safeParse(report).success).toBe(false);
  });
});

describe('vitalsRoute', () => {
  const patterns = ['/', '/search-products/:searchValue', '/files/*'];

  it('names the matching pattern, not the address', () => {
    expect(vitalsRoute('/', patterns)).toBe('/');
    expect(vitalsRoute('', patterns)).toBe('/');
    expect(vitalsRoute('/search-products/green%20tea', patterns)).toBe('/search-products/:searchValue');
    expect(vitalsRoute('/search-products/tea/', patterns)).toBe('/search-products/:searchValue');
    expect(vitalsRoute('/files', patterns)).toBe('/files/*');
    expect(vitalsRoute('/files/a/b', patterns)).toBe('/files/*');
  });

  it('is null when nothing matches', () => {
    expect(vitalsRoute('/search-products', patterns)).toBeNull();
    expect(vitalsRoute('/search-products/a/b', patterns)).toBeNull();
    expect(vitalsRoute('/pixel-forge', patterns)).toBeNull();
    expect(vitalsRoute('/x', [])).toBeNull();
  });
});
