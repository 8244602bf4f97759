/// <reference types="vite/client" />

// The English catalog's parts (decision 062): the same file under another module id, so that each
// part's sections are bundled apart (src/web/lib/catalog-start.ts and catalog-rest.ts).
declare module '#domain/i18n/en.json?start' {
  import en from '#domain/i18n/en.json';
  export = en;
}
declare module '#domain/i18n/en.json?rest' {
  import en from '#domain/i18n/en.json';
  export = en;
}
