import { rootRem } from './dom.js';

/** A box on the drawn board, in CSS pixels from the connector layer's top left corner. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A winner's path: from a fight to the slot it fills in the fight it feeds. */
export interface Link {
  from: string;
  to: string;
  /** 1 or 2: the side of the next fight; null draws to the middle of its box. */
  slot: number | null;
}

const half = (n: number) => Math.round(n * 2) / 2;

/**
 * The line a winner takes: out of the right edge of the fight's box at its middle, across to half a column gap
 * (`bend`) before the next fight (halfway when they are closer), up or down to the slot's row and into the next
 * fight's left edge; a fight a column or more away (the upper bracket's final to a grand final beyond the longer
 * lower bracket) runs along its own row first. The same elbow for every bracket (single elimination, both
 * floors of a double one and the grand final), drawn between the boxes as they were laid out, so `top=`, `scale=`
 * and the source's size never put a line out of place. Null when the next fight is not to the right of the fight.
 */
export function connectorPath(from: Box, to: Box, bend = Infinity): string | null {
  const x1 = half(from.left + from.width);
  const x2 = half(to.left);
  if (x2 <= x1) return null;
  const y1 = half(from.top + from.height / 2);
  const y2 = half(to.top + to.height / 2);
  const middle = half(x2 - Math.min((x2 - x1) / 2, bend));
  return y1 === y2 ? `M${x1} ${y1}H${x2}` : `M${x1} ${y1}H${middle}V${y2}H${x2}`;
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Draws the board's winner paths into one SVG layer over `layer` (positioned, holding the fight boxes): each box
 * with `data-next` is joined to the box it names, at the row of the slot `data-next-slot` names. Measured once the
 * board is in the page, before any zoom; the layer scales with the board.
 */
export function drawConnectors(layer: HTMLElement): number {
  layer.querySelector(':scope > svg.connectors')?.remove();
  const origin = layer.getBoundingClientRect();
  // A zoomed board reports zoomed rectangles: back to the layer's own pixels.
  const k = layer.offsetWidth ? origin.width / layer.offsetWidth : 1;
  const box = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    return {
      left: (r.left - origin.left) / k,
      top: (r.top - origin.top) / k,
      width: r.width / k,
      height: r.height / k,
    };
  };
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'connectors');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('width', String(layer.offsetWidth));
  svg.setAttribute('height', String(layer.offsetHeight));
  // Half the gap between columns (stream.css `.floor`, 1.4rem).
  const rem = rootRem();
  const bend = Number.isFinite(rem) ? 0.7 * rem : Infinity;
  const boxes = new Map(
    [...layer.querySelectorAll<HTMLElement>('[data-fight]')].map((el) => [el.dataset.fight, el]),
  );
  let drawn = 0;
  for (const source of layer.querySelectorAll<HTMLElement>('[data-next]')) {
    const target = boxes.get(source.dataset.next);
    if (!target) continue;
    const slot = target.querySelector(`[data-side="${source.dataset.nextSlot ?? ''}"]`) ?? target;
    const d = connectorPath(box(source), box(slot), bend);
    if (!d) continue;
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    path.setAttribute('class', `connector${source.dataset.phase === 'over' ? ' done' : ''}`);
    path.setAttribute('data-from', source.dataset.fight ?? '');
    path.setAttribute('data-floor', source.closest<HTMLElement>('[data-floor]')?.dataset.floor ?? '');
    svg.append(path);
    drawn += 1;
  }
  layer.prepend(svg);
  return drawn;
}
