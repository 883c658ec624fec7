import { reactRouter } from '@react-router/dev/vite';
import pxtorem from 'postcss-pxtorem';
import { defineConfig } from 'vite';

// Styles are written in design pixels of a 375 px wide screen and converted to rem (base 37.5 px, spec
// section 9). Media queries keep their px so the 824 px breakpoint stays a real width; 1 px hairlines stay px.
export default defineConfig({
  plugins: [reactRouter()],
  css: {
    postcss: {
      plugins: [pxtorem({ rootValue: 37.5, propList: ['*'], minPixelValue: 2, mediaQuery: false })],
    },
  },
  // antd-mobile and the rc-* helpers it imports from CommonJS paths must be bundled for server rendering.
  ssr: { noExternal: ['antd-mobile', 'antd-mobile-icons', /^rc-/, 'ahooks'] },
  build: { target: 'es2022' },
});
