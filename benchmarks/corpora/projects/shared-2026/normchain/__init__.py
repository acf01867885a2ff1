"""Residual MLP regressor with hand-rolled normalisation helpers."""
