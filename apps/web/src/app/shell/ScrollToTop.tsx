import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown once the page is scrolled this many screen heights down. */
const SHOW_AFTER_SCREENS = 1.5;

/**
 * The "back to top" button of long screens (isEnableScrollToTop; decision 107): it appears after
 * a screen and a half of scrolling and takes the page back to the top, moving the focus to the
 * screen's content so a keyboard or screen-reader user lands there too. It sits above the cart
 * bar on a phone.
 */
export default function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > window.innerHeight * SHOW_AFTER_SCREENS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;
  const backToTop = () => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={backToTop}
      aria-label={t('shell.scrollToTop')}
      title={t('shell.scrollToTop')}
      data-testid="scroll-to-top"
      className="fixed right-4 bottom-24 z-30 flex size-12 items-center justify-center rounded-full bg-brand text-white shadow-lg transition hover:brightness-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand md:right-6 md:bottom-8 print:hidden"
    >
      <ArrowUp size={22} aria-hidden="true" />
    </button>
  );
}
