/**
 * Minimum-cost flow by successive shortest paths (Dijkstra over reduced costs with node potentials),
 * for pool composition: every supply node sends one unit to the sink, and each unit takes the
 * cheapest path given what the earlier units already use. Augmenting one supply node at a time along
 * a shortest path keeps the flow optimal for the supplies sent so far (the residual graph never gets
 * a negative cycle), so the result is a minimum-cost flow. Costs must be non-negative whole numbers.
 *
 * An arc may be convex: its k-th unit (from 0) costs `cost + k·step`. That stands for a bundle of
 * parallel unit arcs of rising cost, of which a path would take the cheapest free one forward and
 * the dearest used one backward, in one arc.
 */
/**
 * Read once: in jest's VM context every lookup of a global (Number, Math) is slow, and the search
 * loop below runs millions of times in the property tests.
 */
const UNREACHED = Number.POSITIVE_INFINITY;

export class MinCostFlow {
  private readonly head: Int32Array;
  private readonly next: Int32Array;
  private readonly to: Int32Array;
  private readonly capacity: Int32Array;
  private readonly cost: Float64Array;
  private readonly step: Float64Array;
  private arcs = 0;
  /** Node potentials; only their differences matter (the reduced costs). */
  private readonly potential: Float64Array;
  private readonly distance: Float64Array;
  private readonly via: Int32Array;
  private readonly settled: Uint8Array;
  private readonly heap: NodeHeap;

  /** `arcs`: how many arcs will be added at most. */
  constructor(
    readonly nodes: number,
    arcs: number,
  ) {
    this.head = new Int32Array(nodes).fill(-1);
    this.next = new Int32Array(2 * arcs);
    this.to = new Int32Array(2 * arcs);
    this.capacity = new Int32Array(2 * arcs);
    this.cost = new Float64Array(2 * arcs);
    this.step = new Float64Array(2 * arcs);
    this.potential = new Float64Array(nodes);
    this.distance = new Float64Array(nodes).fill(UNREACHED);
    this.via = new Int32Array(nodes).fill(-1);
    this.settled = new Uint8Array(nodes);
    this.heap = new NodeHeap(nodes);
  }

  /** Adds an arc and its residual twin (index ^ 1); returns the arc's index. */
  addArc(from: number, to: number, capacity: number, cost: number, step = 0): number {
    const index = this.arcs;
    this.link(from, to, capacity, cost, step);
    this.link(to, from, 0, -cost, -step);
    return index;
  }

  private link(from: number, to: number, capacity: number, cost: number, step: number): void {
    const arc = this.arcs++;
    this.next[arc] = this.head[from];
    this.to[arc] = to;
    this.capacity[arc] = capacity;
    this.cost[arc] = cost;
    this.step[arc] = step;
    this.head[from] = arc;
  }

  /** The cost of the next unit through a residual arc: forward the next unit, backward the last one. */
  private unitCost(arc: number): number {
    // A reverse arc's capacity is the flow on its forward twin.
    if ((arc & 1) === 1) return this.cost[arc] + (this.capacity[arc] - 1) * this.step[arc];
    return this.cost[arc] + this.capacity[arc ^ 1] * this.step[arc];
  }

  /** Units flowing through an arc added by addArc. */
  flowOn(arc: number): number {
    return this.capacity[arc ^ 1];
  }

  /** Sends one unit from `source` to `sink` along a cheapest path; false when none is left. */
  sendOne(source: number, sink: number): boolean {
    const { distance, via, settled, heap, potential } = this;
    const touched: number[] = [source];
    distance[source] = 0;
    heap.push(source, 0);
    let reach = UNREACHED;
    while (heap.size > 0) {
      const u = heap.pop();
      if (settled[u]) continue;
      settled[u] = 1;
      if (u === sink) {
        reach = distance[u];
        break;
      }
      const base = distance[u] + potential[u];
      for (let arc = this.head[u]; arc !== -1; arc = this.next[arc]) {
        if (this.capacity[arc] === 0) continue;
        const v = this.to[arc];
        const through = base + this.unitCost(arc) - potential[v];
        if (through < distance[v]) {
          if (distance[v] === UNREACHED) touched.push(v);
          distance[v] = through;
          via[v] = arc;
          heap.push(v, through);
        }
      }
      // Nothing left in the heap is nearer than u, so a sink reached at u's distance is final.
      if (distance[sink] === distance[u]) {
        reach = distance[sink];
        break;
      }
    }
    const found = reach !== UNREACHED;
    if (found) {
      // Every node's potential rises by min(distance, reach); shifting all of them down by reach
      // leaves only the nodes nearer than the sink to update.
      for (const v of touched) if (distance[v] < reach) potential[v] += distance[v] - reach;
      for (let v = sink; v !== source; v = this.to[via[v] ^ 1]) {
        this.capacity[via[v]] -= 1;
        this.capacity[via[v] ^ 1] += 1;
      }
    }
    for (const v of touched) {
      distance[v] = UNREACHED;
      settled[v] = 0;
    }
    heap.clear();
    return found;
  }
}

/** Binary min-heap of nodes by key; a node may sit in it more than once (stale entries are skipped). */
class NodeHeap {
  private items: Int32Array;
  private keys: Float64Array;
  size = 0;

  constructor(capacity: number) {
    this.items = new Int32Array(Math.max(capacity, 1));
    this.keys = new Float64Array(Math.max(capacity, 1));
  }

  clear(): void {
    this.size = 0;
  }

  push(node: number, key: number): void {
    if (this.size === this.items.length) this.grow();
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent] <= key) break;
      this.items[i] = this.items[parent];
      this.keys[i] = this.keys[parent];
      i = parent;
    }
    this.items[i] = node;
    this.keys[i] = key;
  }

  pop(): number {
    const top = this.items[0];
    const size = --this.size;
    const lastItem = this.items[size];
    const lastKey = this.keys[size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && this.keys[child + 1] < this.keys[child]) child += 1;
      if (this.keys[child] >= lastKey) break;
      this.items[i] = this.items[child];
      this.keys[i] = this.keys[child];
      i = child;
    }
    this.items[i] = lastItem;
    this.keys[i] = lastKey;
    return top;
  }

  private grow(): void {
    const items = new Int32Array(this.items.length * 2);
    const keys = new Float64Array(this.keys.length * 2);
    items.set(this.items);
    keys.set(this.keys);
    this.items = items;
    this.keys = keys;
  }
}
