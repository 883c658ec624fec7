import { reactRouter } from '@react-router/dev/vite';
import pxtorem from 'postcss-pxtorem';
import { defineConfig } from 'vite';

// Styles are written in design pixels of a 375 px wide screen and converted to rem (base 37.5 px, spec
// section 9). Media queries keep their px so the 824 px breakpoint stays a real width; 1 px hairlines stay px.
export default defineConfig(({ command }) => ({
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
  build: { target: 'es2022' },
}));
