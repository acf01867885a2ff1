"""Bag-of-tokens sequence classifier (flax linen + optax) over padded buckets."""
