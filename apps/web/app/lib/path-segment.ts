/**
 * A path segment for an address on our pages: letters, marks and digits of any script stay as they are (UTF-8 in
 * the HTML); anything else a path could misread (`/ ? # %`, spaces, quotes, invisible joiners) is percent-encoded.
 * A Persian slug written with encodeURIComponent is three times its UTF-8 size (six bytes a letter), and a list page
 * names each card's address twice (its link and its data): ~1.4 KB of an ads list. The browser encodes the address
 * when it asks for it, so the server and React Router see what they saw before (issue 15).
 */
export function pathSegment(value: string): string {
  return value.replace(/[^\p{L}\p{M}\p{N}\-._~]/gu, (char) => encodeURIComponent(char));
}

/**
 * An address in ASCII, for where UTF-8 may not go: a redirect's Location header (a Fetch `Headers` refuses anything
 * outside Latin-1) and the addresses a page gives crawlers and other apps (canonical, og:url, a shared link). A space
 * or a control character is encoded too: a Location holding one is malformed.
 */
export function asciiAddress(address: string): string {
  return address.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}
