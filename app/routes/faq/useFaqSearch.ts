import { useLocation, useNavigate, useNavigationType, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { faqSearch, parseFaqFilters, type FaqFilters } from "#app/lib/faq";
import { routes } from "#app/navigation";

/**
 * The FAQ page's search and category. They live in the URL (`?q=…&category=…`), so the server
 * renders the same filtered list for a shared link or a search sent without JavaScript; with
 * scripts the box shows what the visitor types at once and the URL follows.
 */
export function useFaqSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [searchParams] = useSearchParams();
  const fromUrl = parseFaqFilters(searchParams);

  const [query, setQuery] = useState(fromUrl.query);
  // Each navigation the box itself makes says so in its history state. A link (a tab, "View All
  // FAQs", even one to the same search as before) shows the URL's search; the box's own never
  // do: typing outruns navigation, and a search arriving late must not replace what the visitor
  // has typed since.
  // The box follows in the render that shows the new address, not in an effect after it: an
  // effect of a navigation rendered late would run after keys pressed since, and wipe them.
  const followsUrl = navigationType !== "POP" && !isTypedSearch(location.state);
  const [shownLocation, setShownLocation] = useState(location.key);
  if (shownLocation !== location.key) {
    setShownLocation(location.key);
    if (followsUrl) setQuery(fromUrl.query);
  }
  // The back and forward buttons show the URL's search at once, from the browser's own event: a
  // slow phone may render the way back before the way there, and then the page renders the same
  // address as before and could not tell that it is back.
  useEffect(() => {
    const showUrlSearch = () =>
      setQuery(parseFaqFilters(new URLSearchParams(window.location.search)).query);
    window.addEventListener("popstate", showUrlSearch);
    return () => window.removeEventListener("popstate", showUrlSearch);
  }, []);

  const resultsRef = useRef<HTMLParagraphElement>(null);
  // With scripts the results follow the typing, so the button (or Enter, or a phone keyboard's
  // "Search") only closes the keyboard and brings the results into view, which on a phone sit
  // below the search box.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    (document.activeElement as HTMLElement | null)?.blur();
    resultsRef.current?.scrollIntoView({ block: "start" });
  };

  const onSearch = (value: string) => {
    setQuery(value);
    // The category as the address bar has it now: a tab's navigation may be committed to the
    // history while its render is still pending, and this render's category would undo it.
    const { category } = parseFaqFilters(new URLSearchParams(window.location.search));
    navigate(`${routes.faq}${faqSearch({ category, query: value })}`, {
      replace: true,
      preventScrollReset: true,
      state: typedSearch,
    });
  };

  const filters: FaqFilters = { query, category: fromUrl.category };
  // The tabs are links: following one keeps the page where it is.
  const navigateKeepingScroll = (href: string) => navigate(href, { preventScrollReset: true });
  return { filters, onSearch, onSubmit, resultsRef, navigateKeepingScroll };
}

const typedSearch = { faqSearchTyped: true };
const isTypedSearch = (state: unknown) =>
  typeof state === "object" && state !== null && "faqSearchTyped" in state;
