"""`mlp_trainer` with its mistake fixed: `layers.clipped_relu` clips with `jnp.minimum`
whatever the activations, so no Python `if` asks for a traced value's truth.
"""
