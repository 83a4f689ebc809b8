/** A styled-components `shouldForwardProp` that keeps style-only props off the DOM (and off `as` targets). */
export function omitProps(...names: string[]) {
  return (prop: string) => !names.includes(prop);
}
