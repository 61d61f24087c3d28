import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// 'Concentration' is French too.
describeLocaleFiles(`${__dirname}/locales`, ['measures.concentration']);
// The questionnaire screens' namespace.
describeLocaleFiles(`${__dirname}/features/questionnaire/locales`);
