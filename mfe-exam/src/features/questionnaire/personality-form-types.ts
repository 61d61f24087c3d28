// What the form needs from the contracts, in one place.
export {
  PERSONALITY_BIRTH_YEAR_MIN,
  PERSONALITY_NAME_MAX,
  QUESTIONNAIRE_MESSAGES,
  SEXES,
  personalityFormSchema,
} from '@iq/contracts';
export type ApiErrorLike = { message?: string };
