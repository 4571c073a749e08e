import { lazyViewConfig } from './vite.lazy.ts';

export default lazyViewConfig('detail');
