"""A small equinox project: a classifier module and a training step in another module.

The mistake sits in `model.Classifier.__call__`; JAX reaches it from the step that
`train.py` compiles with `eqx.filter_jit`.
"""
