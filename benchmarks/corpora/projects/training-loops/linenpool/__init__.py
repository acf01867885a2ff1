"""Small MLP classifier built with flax.linen and trained with a TrainState."""
