/**
 * Item pictures are SVG markup made by the exam service. They are shown through <img> as data
 * URLs, never put into the page, so the markup can run no script (the CSP allows data: images).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
