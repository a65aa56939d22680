// Any address no screen answers: a 404 page in the language of the address' prefix.
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

// Never rendered (the loader always throws); present so this stays a page, not a resource.
export default function NotFound() {
  return null;
}
