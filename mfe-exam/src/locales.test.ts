import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// 'Concentration' is French too.
describeLocaleFiles(`${__dirname}/locales`, ['measures.concentration']);
// The questionnaire screens' namespace; a bare percentage reads the same in Chinese, Japanese and Korean.
describeLocaleFiles(`${__dirname}/features/questionnaire/locales`, ['questionnaire.result.percent']);
