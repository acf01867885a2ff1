"""Equinox MLP regressor with a hand-rolled clipping transformation and step-decay schedule."""
