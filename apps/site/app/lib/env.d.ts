/// <reference types="vite/client" />

/** Build-time EmailJS configuration of the consultation form (see .env.example). */
interface ImportMetaEnv {
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
}

/** React Router's React Refresh preamble, a module of its Vite plugin (the dev server only). */
declare module 'virtual:react-router/inject-hmr-runtime' {}
