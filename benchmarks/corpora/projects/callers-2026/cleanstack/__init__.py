"""Residual MLP stack with optional gating, trained with a TrainState carrying its config (linen)."""
