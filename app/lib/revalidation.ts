import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * For pages whose address only filters what is already on them (the FAQ's search and category,
 * the projects' tabs): a change of query fetches nothing; another page loads as usual.
 */
export const keepDataWithinPage: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);
