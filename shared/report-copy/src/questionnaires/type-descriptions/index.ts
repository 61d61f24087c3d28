// The sixteen descriptions in one table, code first, then locale: a missing type or a missing
// locale is a type error, not a blank section on the report.
import type { LocaleTag } from '@iq/contracts';
import type { TypeCode, TypeDescription } from '../sixteen-types';
import { ENFJ } from './enfj';
import { ENFP } from './enfp';
import { ENTJ } from './entj';
import { ENTP } from './entp';
import { ESFJ } from './esfj';
import { ESFP } from './esfp';
import { ESTJ } from './estj';
import { ESTP } from './estp';
import { INFJ } from './infj';
import { INFP } from './infp';
import { INTJ } from './intj';
import { INTP } from './intp';
import { ISFJ } from './isfj';
import { ISFP } from './isfp';
import { ISTJ } from './istj';
import { ISTP } from './istp';

export const TYPE_DESCRIPTIONS: Record<TypeCode, Record<LocaleTag, TypeDescription>> = {
  ESTJ,
  ESTP,
  ESFJ,
  ESFP,
  ENTJ,
  ENTP,
  ENFJ,
  ENFP,
  ISTJ,
  ISTP,
  ISFJ,
  ISFP,
  INTJ,
  INTP,
  INFJ,
  INFP,
};
