// Colours and sizes of the printed report: the design system's tokens (shared/design-system
// tokens.css), fixed here because a PDF has no CSS custom properties.
import type { IqBandId } from '@iq/contracts';

export const COLOR = {
  primary: '#1f5fbf',
  primaryDark: '#153f80',
  primarySubtle: '#eaf1fc',
  accent: '#6b46c1',
  accentSubtle: '#f1ecfb',
  success: '#17703f',
  successSubtle: '#e8f5ee',
  warning: '#a15c07',
  warningSubtle: '#fdf3e3',
  danger: '#c0262d',
  dangerSubtle: '#fdecec',
  text: '#1b2430',
  muted: '#5b6678',
  surface: '#ffffff',
  surfaceAlt: '#f4f6fa',
  border: '#d5dbe4',
  borderStrong: '#8a94a6',
} as const;

/** Band colours, low to high: warm for the low bands, blue to violet for the high ones. */
export const BAND_COLOR: Record<IqBandId, string> = {
  deficiency: '#e4a5a8',
  dullness: '#f2cf9b',
  normal: '#c9daf3',
  superior: '#8fb2e6',
  verySuperior: '#a58ee0',
  genius: '#6b46c1',
};

/** A4 portrait in points; the footer's baseline box ends `footerBottom` above the page's edge. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  marginX: 48,
  marginTop: 40,
  marginBottom: 52,
  footerBottom: 24,
} as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;
/** The height of a page's content box, which hides what overflows it (layout.tsx). */
export const CONTENT_HEIGHT = PAGE.height - PAGE.marginTop - PAGE.marginBottom - 2;

/** Line height of running text (react-pdf resolves a multiplier against the text's own size). */
export const LINE = 1.45;

export const FONT_SIZE = { title: 22, heading: 13, body: 10, small: 8.5, tiny: 7.5 } as const;

/** The report is exactly 21 pages (spec §1, §9). */
export const REPORT_PAGES = 21;
