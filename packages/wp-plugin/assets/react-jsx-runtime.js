/* The `react-jsx-runtime` script of WordPress 6.6 and later, for older WordPress: jsx() and jsxs()
 * on React.createElement (jsxs children are static and spread; jsx children are kept as given). */
(() => {
  const React = window.React;
  const element = (spread) => (type, props, key) => {
    const { children, ...rest } = props || {};
    if (key !== undefined) rest.key = key;
    if (children === undefined) return React.createElement(type, rest);
    return spread && Array.isArray(children)
      ? React.createElement(type, rest, ...children)
      : React.createElement(type, rest, children);
  };
  window.ReactJSXRuntime = { jsx: element(false), jsxs: element(true), Fragment: React.Fragment };
})();
