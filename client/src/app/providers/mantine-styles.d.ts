/** Mantine's base stylesheet, provided by the build (client/vite.config.ts, mantineStylesPerComponent). */
declare module 'virtual:mantine-styles';
