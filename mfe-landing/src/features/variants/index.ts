// spec §2: the twenty landing variants, each its own module (look, drawing), one shared flow.
import type { LandingVariant } from '../../routes';
import type { VariantDefinition } from './variant-flow';
import { founder } from './founder';
import { free } from './free';
import { geniusLab } from './genius_lab';
import { girl } from './girl';
import { home } from './home';
import { matrix } from './matrix';
import { newBoy } from './new_boy';
import { newComputer } from './new_computer';
import { newGenius } from './new_genius';
import { newGirl } from './new_girl';
import { newPage } from './new_page';
import { newcomer } from './new';
import { relax } from './relax';
import { testCenter } from './test_center';
import { third } from './third';
import { types } from './types';
import { yellowBoy } from './yellow_boy';
import { yellowComputer } from './yellow_computer';
import { yellowGirl } from './yellow_girl';
import { young } from './young';

export const VARIANTS: Readonly<Record<LandingVariant, VariantDefinition>> = {
  founder: founder,
  free: free,
  genius_lab: geniusLab,
  girl: girl,
  home: home,
  matrix: matrix,
  new_boy: newBoy,
  new_computer: newComputer,
  new_genius: newGenius,
  new_girl: newGirl,
  new_page: newPage,
  new: newcomer,
  relax: relax,
  test_center: testCenter,
  third: third,
  types: types,
  yellow_boy: yellowBoy,
  yellow_computer: yellowComputer,
  yellow_girl: yellowGirl,
  young: young,
};
