// The spec's twenty landing variants (product-spec §1, /landing_page/<variant>/<channel>), listed
// here for the browser tests, apart from the landing remote's own route table that they check.
export const LANDING_VARIANTS = [
  'founder',
  'free',
  'genius_lab',
  'girl',
  'home',
  'matrix',
  'new_boy',
  'new_computer',
  'new_genius',
  'new_girl',
  'new_page',
  'new',
  'relax',
  'test_center',
  'third',
  'types',
  'yellow_boy',
  'yellow_computer',
  'yellow_girl',
  'young',
] as const;
