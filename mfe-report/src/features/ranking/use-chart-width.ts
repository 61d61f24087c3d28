import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width a chart has on the page, in CSS pixels, so an SVG drawn in those units keeps its
 * text at the size it was written for (12 px) on a phone and on a wide screen alike. Without
 * ResizeObserver (old browsers, tests) the chart keeps `fallback` and scales as a whole.
 */
export function useChartWidth<T extends HTMLElement>(fallback = 360, min = 280) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.max(min, Math.round(element.getBoundingClientRect().width));
      setWidth((current) => (current === next ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return { ref, width };
}
