/** The vendor name every schema of this library gives in `~standard`. */
export const VENDOR = "adcodicem";
