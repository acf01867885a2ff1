"""Small CNN on synthetic 8x8 glyphs (flax.linen + optax) with config-selected training monitors."""
