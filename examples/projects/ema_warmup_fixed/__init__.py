"""A flax TrainState subclass stepped by a jitted function; the EMA decay warms up."""
