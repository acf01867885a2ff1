"""Next-token model (flax linen) with cached sinusoidal position tables and greedy decoding."""
