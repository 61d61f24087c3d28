import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// 'Concentration' is French too.
// A bare percentage reads the same in Chinese, Japanese and Korean.
describeLocaleFiles(`${__dirname}/locales`, ['measures.concentration', 'questionnaire.result.percent']);
