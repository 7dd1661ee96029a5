export * from './languages';
export * from './create-i18n';
export * from './format-money';
export * from './format-date';
export * from './use-validation-text';
export * from './digits';
