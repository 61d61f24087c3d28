/**
 * After "Next" (or a jump) the page may still be scrolled down to the previous item's options,
 * so the new item would show without its matrix, timer and progress: bring the top of the
 * question screen back into view. A screen whose top is already visible is left alone, so a
 * phone that shows the whole item at once does not jump. Smooth unless the reader asked for
 * reduced motion.
 */
export function revealQuestionTop(screen: HTMLElement | null) {
  if (!screen) return;
  const { top } = screen.getBoundingClientRect();
  if (top >= 0 && top < window.innerHeight) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  screen.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
}
