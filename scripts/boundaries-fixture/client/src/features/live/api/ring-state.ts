// A feature's endpoint module: other features may import it.
export const ringStateKey = (ringId: string) => ['ring', ringId];
