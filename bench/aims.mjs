// What every bench section prints beside a figure measured against its aim.

/** "meets" when the figure is within its aim, else "short". */
export const verdict = (meets) => (meets ? 'meets' : 'short');
