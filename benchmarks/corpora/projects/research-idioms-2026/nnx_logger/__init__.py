"""flax.nnx regression MLP trained with nnx.jit, with a small metric logger."""
