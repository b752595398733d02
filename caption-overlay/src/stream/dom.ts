/** A tiny element builder: the overlays draw a few dozen nodes, redrawn whole on a change. */
type Child = Node | string | number | null | undefined | false;

export function h(
  tag: string,
  attrs: Record<string, string | number | boolean | null | undefined> = {},
  ...children: (Child | Child[])[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'class') element.className = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'object' ? child : String(child));
  }
  return element;
}

/** The page's rem in CSS pixels: the overlays size everything in rem (the source's width and `?scale=`). */
export function rootRem(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize);
}

/** The room inside an element's padding, in CSS pixels. */
export function contentBox(element: HTMLElement): { width: number; height: number } {
  const style = getComputedStyle(element);
  return {
    width: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    height: element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
  };
}
