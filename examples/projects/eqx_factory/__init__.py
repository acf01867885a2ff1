"""An equinox project whose step is made by a factory in another module.

`train.make_step(optimizer)`, given an optax optimizer (unknown to the checker), returns
an `eqx.filter_jit` step; the mistake sits in `model.Gated.loss`, a method the step
calls on the traced model.
"""
