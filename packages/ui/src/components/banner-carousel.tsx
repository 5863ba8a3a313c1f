import type { Banner } from '@souk/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { Picture } from './picture.js';

export interface BannerCarouselProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  banners: readonly Banner[];
  /** Banner height in px: 220 on info pages, 200 on the contact page (spec §9). */
  height?: number;
  /** Previous/next buttons; info pages show none (spec §2). */
  arrows?: boolean;
  /** One dot per slide; info pages show none (spec §2). */
  dots?: boolean;
  /** Milliseconds each slide shows before the next. */
  autoplayDelay?: number;
  /** Shows a placeholder of the same height while the banners load, so nothing below moves. */
  loading?: boolean;
  /** Called when a banner is clicked; the app applies the banner click rule (spec §2). */
  onBannerClick?: (banner: Banner) => void;
  /** The carousel's accessible name; 'Featured banners' (translated) by default. */
  label?: string;
  /** The carousel's width at each layout (`sizes`); the default fills a `max-w-7xl px-4 sm:px-6` page. */
  sizes?: string;
}

function bannerName(banner: Banner, index: number, count: number): string {
  const name = banner.product?.name;
  const position = index + 1;
  return name
    ? t('{name} (slide {position} of {count})', { name, position, count })
    : t('Slide {position} of {count}', { position, count });
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The banner carousel (spec §2, §9): autoplay, infinite loop, one slide per view at every width, a fixed
 * height so the page does not shift while images load. Autoplay pauses on hover and keyboard focus, and
 * does not start for visitors who ask for reduced motion.
 */
export function BannerCarousel({
  banners,
  height = 220,
  arrows = false,
  dots = false,
  autoplayDelay = 4000,
  loading = false,
  onBannerClick,
  label,
  sizes = '(min-width:1280px) 1232px,(min-width:640px) calc(100vw - 48px),calc(100vw - 32px)',
  className,
  style,
  ...props
}: BannerCarouselProps) {
  // a ref object, not a state setter: a ref callback setting state would render the carousel again at
  // once, synchronously, when hydration commits (issue 21)
  const viewportRef = useRef<HTMLDivElement>(null);
  const shown = !loading && banners.length > 0;
  const embla = useRef<EmblaCarouselType>(undefined);
  /** Starts the carousel engine (once) and answers it; undefined until the carousel is on the page. */
  const engine = useRef<() => Promise<EmblaCarouselType | undefined>>(undefined);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!shown || !viewport) return;
    let unmounted = false;
    let started: Promise<EmblaCarouselType | undefined> | undefined;
    // the first slide is painted without the carousel engine, which is not part of the page's first load:
    // it downloads when the shopper reaches for the carousel, or when the first slide has shown its time
    const start = (byTimer: boolean) => {
      started ??= Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
        ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
          if (unmounted) return undefined;
          const autoplay = Autoplay({
            delay: autoplayDelay,
            playOnInit: !prefersReducedMotion(),
            stopOnInteraction: false,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          });
          // right to left (an Arabic page), the slides run from the right: the engine must know
          const direction = getComputedStyle(viewport).direction === 'rtl' ? 'rtl' : 'ltr';
          const carousel = EmblaCarousel(viewport, { loop: true, align: 'start', direction }, [autoplay]);
          const onSelect = () => setSelected(carousel.selectedScrollSnap());
          onSelect();
          carousel.on('select', onSelect).on('reInit', onSelect);
          embla.current = carousel;
          // the first slide has already had its time: the next one shows now, as autoplay would have
          if (byTimer && autoplay.isPlaying()) carousel.scrollNext();
          return carousel;
        },
      );
      return started;
    };
    engine.current = () => start(false);
    const timer = setTimeout(() => void start(true), autoplayDelay);
    const section = viewport.parentElement;
    const reach = () => void start(false);
    const REACH = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;
    for (const type of REACH) section?.addEventListener(type, reach, { passive: true });
    return () => {
      unmounted = true;
      clearTimeout(timer);
      for (const type of REACH) section?.removeEventListener(type, reach);
      engine.current = undefined;
      embla.current?.destroy();
      embla.current = undefined;
    };
  }, [shown, autoplayDelay]);

  const withEngine = (act: (carousel: EmblaCarouselType) => void) => {
    void engine.current?.().then((carousel) => carousel && act(carousel));
  };
  const previous = () => withEngine((carousel) => carousel.scrollPrev());
  const next = () => withEngine((carousel) => carousel.scrollNext());

  const box = { height, ...style };
  if (loading) {
    return (
      <div
        role="status"
        data-slot="banner-carousel"
        style={box}
        className={cn('w-full animate-pulse rounded-xl bg-gray-100', className)}
      >
        <span className="sr-only">{t('Loading banners')}</span>
      </div>
    );
  }
  if (banners.length === 0) return null;

  const count = banners.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label ?? t('Featured banners')}
      data-slot="banner-carousel"
      className={cn('relative w-full overflow-hidden rounded-xl bg-gray-100', className)}
      style={box}
      {...props}
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {banners.map((banner, index) => {
            const name = bannerName(banner, index, count);
            const image = (
              <Picture
                src={banner.banner}
                alt={banner.product?.name ?? ''}
                width={1232}
                height={height}
                sizes={sizes}
                draggable={false}
                // the first slide is the page's largest paint: fetched first, the others when shown
                priority={index === 0}
                className="size-full object-cover"
              />
            );
            return (
              // the WAI-ARIA carousel pattern: each slide a group with the 'slide' role description
              // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not slides
              <div
                key={banner._id ?? `${banner.banner}-${index}`}
                role="group"
                aria-roledescription="slide"
                aria-label={name}
                className="h-full min-w-0 shrink-0 grow-0 basis-full"
              >
                {onBannerClick ? (
                  <button
                    type="button"
                    onClick={() => onBannerClick(banner)}
                    aria-label={
                      banner.product?.name
                        ? t('View {name}', { name: banner.product.name })
                        : t('Open banner {position}', { position: index + 1 })
                    }
                    className="block size-full cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
                  >
                    {image}
                  </button>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>

      {arrows && count > 1 && (
        <>
          <button
            type="button"
            onClick={previous}
            aria-label={t('Previous slide')}
            className="absolute start-3 top-1/2 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/85 text-ink shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label={t('Next slide')}
            className="absolute end-3 top-1/2 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/85 text-ink shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        </>
      )}

      {dots && count > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
          {banners.map((banner, index) => (
            <button
              key={banner._id ?? `${banner.banner}-${index}`}
              type="button"
              onClick={() => withEngine((carousel) => carousel.scrollTo(index))}
              aria-label={t('Go to slide {position}', { position: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              className={cn(
                'h-2 cursor-pointer rounded-full bg-white/60 transition-all focus-visible:outline-2 focus-visible:outline-white',
                index === selected ? 'w-6 bg-white' : 'w-2',
              )}
            />
          ))}
        </div>
      )}
    </section>
  );
}
