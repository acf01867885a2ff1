"""`eqx_classifier` with its mistake fixed: `Classifier.__call__` caps the hidden
norm with `jnp.where`, which needs no concrete bool.
"""
