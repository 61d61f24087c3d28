// The pictures of the below-hero "audience" sections: one per variant, drawn in a 120 × 120
// viewBox that holds the whole drawing (shown with its whole box, never cropped). currentColor is
// the variant's accent; the class art2-fill / art2-stroke its second colour (no style attributes:
// the CSP blocks them).
export const PICTURES = {
  blueprint:
    '<rect x="10" y="16" width="100" height="88" rx="6" fill="currentColor"/><path d="M24 32h72M24 50h40M24 68h56M24 86h30" class="art2-stroke" stroke-width="4" stroke-linecap="round"/><circle cx="88" cy="78" r="12" fill="none" class="art2-stroke" stroke-width="4"/>',
  tag: '<path d="M14 60L60 14h44v44L58 104z" fill="currentColor"/><circle cx="86" cy="32" r="8" class="art2-fill"/><text x="58" y="72" text-anchor="middle" font-size="26" font-weight="700" class="art2-fill">0</text>',
  flask:
    '<path d="M46 10h28v10h-4v26l30 52a8 8 0 0 1-7 12H27a8 8 0 0 1-7-12l30-52V20h-4z" fill="currentColor"/><path d="M34 78h52l10 18a4 4 0 0 1-3 6H27a4 4 0 0 1-3-6z" class="art2-fill"/><circle cx="54" cy="90" r="4" fill="currentColor"/><circle cx="68" cy="86" r="3" fill="currentColor"/>',
  bubbles:
    '<ellipse cx="64" cy="48" rx="48" ry="36" fill="currentColor"/><circle cx="30" cy="94" r="9" fill="currentColor"/><circle cx="16" cy="110" r="5" fill="currentColor"/><path d="M42 48h44M50 34h28M48 62h32" class="art2-stroke" stroke-width="5" stroke-linecap="round"/>',
  sofa: '<rect x="20" y="34" width="80" height="40" rx="10" fill="currentColor"/><rect x="8" y="56" width="104" height="34" rx="10" class="art2-fill"/><rect x="14" y="90" width="8" height="16" fill="currentColor"/><rect x="98" y="90" width="8" height="16" fill="currentColor"/>',
  grid: '<rect x="10" y="10" width="100" height="100" rx="8" fill="currentColor"/><path d="M43 10v100M77 10v100M10 43h100M10 77h100" class="art2-stroke" stroke-width="3"/><circle cx="26" cy="26" r="8" class="art2-fill"/><circle cx="60" cy="60" r="8" class="art2-fill"/><rect x="84" y="84" width="20" height="20" rx="3" class="art2-fill"/>',
  star: '<path d="M60 8l14 32 34 3-26 22 8 34-30-18-30 18 8-34-26-22 34-3z" fill="currentColor"/><circle cx="60" cy="62" r="12" class="art2-fill"/>',
  laptop:
    '<rect x="20" y="20" width="80" height="56" rx="6" fill="currentColor"/><rect x="28" y="28" width="64" height="40" rx="2" class="art2-fill"/><path d="M8 84h104l-8 14H16z" fill="currentColor"/>',
  rocket:
    '<path d="M60 6c22 16 26 44 18 72H42C34 50 38 22 60 6z" fill="currentColor"/><circle cx="60" cy="42" r="10" class="art2-fill"/><path d="M42 62L24 86l20-4zM78 62l18 24-20-4z" fill="currentColor"/><path d="M48 82h24l-12 30z" class="art2-fill"/>',
  heart:
    '<path d="M60 104L18 62a24 24 0 0 1 42-32 24 24 0 0 1 42 32z" fill="currentColor"/><path d="M40 58l14 14 26-28" fill="none" class="art2-stroke" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>',
  checklist:
    '<rect x="22" y="8" width="76" height="104" rx="8" fill="currentColor"/><path d="M34 36l6 6 10-12M34 62l6 6 10-12M34 88l6 6 10-12" fill="none" class="art2-stroke" stroke-width="5" stroke-linecap="round"/><path d="M60 37h26M60 63h26M60 89h26" class="art2-stroke" stroke-width="5" stroke-linecap="round"/>',
  piece:
    '<path d="M20 36h24a12 12 0 1 1 24 0h24v24a12 12 0 1 0 0 24v24H20V84a12 12 0 1 1 0-24z" fill="currentColor"/><circle cx="56" cy="72" r="10" class="art2-fill"/>',
  cup: '<path d="M18 44h70v30a30 30 0 0 1-30 30h-10a30 30 0 0 1-30-30z" fill="currentColor"/><path d="M88 52h8a12 12 0 0 1 0 24h-8" fill="none" stroke="currentColor" stroke-width="7"/><path d="M40 12c-6 8 6 14 0 24M56 12c-6 8 6 14 0 24M72 12c-6 8 6 14 0 24" fill="none" class="art2-stroke" stroke-width="4" stroke-linecap="round"/>',
  stopwatch:
    '<rect x="50" y="6" width="20" height="10" rx="3" fill="currentColor"/><circle cx="60" cy="66" r="46" fill="currentColor"/><circle cx="60" cy="66" r="36" class="art2-fill"/><path d="M60 66V40M60 66l16 10" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round"/>',
  dice: '<rect x="14" y="14" width="92" height="92" rx="16" fill="currentColor"/><circle cx="36" cy="36" r="9" class="art2-fill"/><circle cx="60" cy="60" r="9" class="art2-fill"/><circle cx="84" cy="84" r="9" class="art2-fill"/>',
  compass:
    '<circle cx="60" cy="60" r="50" fill="currentColor"/><circle cx="60" cy="60" r="40" class="art2-fill"/><path d="M60 24l10 36-10 36-10-36z" fill="currentColor"/><circle cx="60" cy="60" r="5" class="art2-fill"/>',
  bolt: '<circle cx="60" cy="60" r="52" class="art2-fill"/><path d="M68 10L28 68h28l-6 42 42-60H64z" fill="currentColor"/>',
  monitor:
    '<rect x="8" y="14" width="104" height="70" rx="8" fill="currentColor"/><rect x="18" y="24" width="84" height="50" rx="3" class="art2-fill"/><path d="M48 84h24l6 20H42z" fill="currentColor"/><rect x="30" y="102" width="60" height="8" rx="4" fill="currentColor"/><path d="M30 60l16-16 12 12 20-20 14 14" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
  sun: '<circle cx="60" cy="60" r="26" fill="currentColor"/><path d="M60 8v16M60 96v16M8 60h16M96 60h16M23 23l11 11M86 86l11 11M23 97l11-11M86 34l11-11" class="art2-stroke" stroke-width="7" stroke-linecap="round"/>',
  cap: '<path d="M60 20l52 24-52 24L8 44z" fill="currentColor"/><path d="M30 56v24c0 10 60 10 60 0V56l-30 14z" fill="currentColor"/><path d="M104 48v30" class="art2-stroke" stroke-width="5" stroke-linecap="round"/><circle cx="104" cy="84" r="6" class="art2-fill"/>',
} as const;

export type PictureName = keyof typeof PICTURES;
