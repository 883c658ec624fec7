/// <reference types="vite/client" />

/** Each language's table files in this build, as the server names them in a page (vite.config.ts, `languageFiles`). */
declare module 'virtual:md/language-files' {
  const files: Readonly<Record<string, readonly string[]>>;
  export default files;
}
