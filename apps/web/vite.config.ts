import { reactRouter } from '@react-router/dev/vite';
import pxtorem from 'postcss-pxtorem';
import { defineConfig, type Rolldown } from 'vite';

// Styles are written in design pixels of a 375 px wide screen and converted to rem (base 37.5 px, spec
// section 9). Media queries keep their px so the 824 px breakpoint stays a real width; 1 px hairlines stay px.
// The first visit to any page downloads a handful of files rather than forty: the framework in one chunk, what
// most routes share in another, each route's own code in its chunk; the player and the login popup stay lazy.
const clientChunks: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 2 },
    // Shared by three or more routes; the player's modules never, whatever shares them.
    { name: 'common', test: (id: string) => !/node_modules[\\/](xgplayer|xgplayer-hls|hls\.js)/.test(id), minShareCount: 3, priority: 1, tags: ['$initial'] },
  ],
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  css: {
    postcss: {
      plugins: [pxtorem({ rootValue: 37.5, propList: ['*'], minPixelValue: 2, mediaQuery: false })],
    },
  },
  // antd-mobile imports rc-* helpers from CommonJS paths. Built for production, plain Node would load those
  // without default-export interop, so the build bundles them; the development server's module runner applies
  // that interop itself and cannot evaluate CommonJS inline, so there they stay external.
  ssr: { noExternal: command === 'build' ? ['antd-mobile', 'antd-mobile-icons', /^rc-/, 'ahooks'] : ['antd-mobile'] },
  build: {
    target: 'es2022',
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
}));
