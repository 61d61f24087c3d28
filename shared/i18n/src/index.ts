// Public API of @iq/i18n (a Module Federation singleton shared by the shell and every remote).
export * from './locales';
export * from './money';
export * from './common-resources';
export * from './i18n';
