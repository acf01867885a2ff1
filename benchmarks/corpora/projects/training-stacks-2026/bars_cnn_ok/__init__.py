"""Small BatchNorm CNN on synthetic oriented-bar images, SGD + mixup (flax.linen)."""
