/**
 * The one stylesheet react-aria's usePress adds to <head> (a touch-action rule that removes the
 * tap delay), word for word. The server sends it with the page, so react-aria finds it by its id
 * and adds nothing: a stylesheet inserted after hydration makes the browser restyle the whole
 * page, a long task on a phone. Its hash is the only inline style the CSP allows.
 * tests/unit/pressable-style.test.ts holds it to the installed react-aria's text.
 */
export const pressableStyle = {
  id: "react-aria-pressable-style",
  css: "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}",
};
