"""A small training project: layers, a model built from them, a jitted training step.

The mistake sits in `layers.py`; JAX reaches it from the step jitted in `train.py`,
through `model.py`.
"""
