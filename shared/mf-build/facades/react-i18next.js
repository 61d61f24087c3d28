// What the apps use of react-i18next, provided to the share scope under the key 'react-i18next'
// (see react-router.js): the library ships whole otherwise, <Trans> and its HTML parser, the ICU
// variants and the SSR helpers included, which no page uses. An app that imports anything else
// fails its build (exportsPresence: 'error'), and the name is added here.
export { I18nextProvider, initReactI18next, useTranslation } from 'iq-react-i18next-impl';
