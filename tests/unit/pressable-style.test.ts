import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "vitest";
import { pressableStyle } from "#app/lib/pressable-style";

test("the page carries react-aria's pressable stylesheet word for word, under its id", () => {
  const require = createRequire(import.meta.url);
  const ariaRoot = path.dirname(require.resolve("react-aria/package.json"));
  const source = readFileSync(
    path.join(ariaRoot, "dist/private/interactions/usePress.mjs"),
    "utf8",
  );
  const id = /STYLE_ID = '([^']+)'/.exec(source)?.[1];
  const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
  const template = /style\.textContent = `([^`]+)`\.trim\(\)/.exec(source)?.[1];
  expect(id).toBe(pressableStyle.id);
  const css = template?.replace("${$d27d541f9569d26d$var$PRESSABLE_ATTRIBUTE}", attribute!).trim();
  expect(css).toBe(pressableStyle.css);
});
